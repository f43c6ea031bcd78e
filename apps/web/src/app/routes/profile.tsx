import { useLingui } from "@lingui/react/macro";
import { Stack } from "@mantine/core";
import { PageHeader } from "@/components/page-header";
import { MyAdmissions } from "@/features/admissions/components/my-admissions";
import { MyCreditNotes } from "@/features/invoices/components/my-credit-notes";
import { MyInvoices } from "@/features/invoices/components/my-invoices";
import { MyOrders } from "@/features/orders/components/my-orders";
import { MyFees } from "@/features/payments/components/my-fees";
import { MyPayments } from "@/features/payments/components/my-payments";
import { MyBookings } from "@/features/trips/components/my-bookings";
import { AvatarPicker } from "@/features/users/components/avatar-picker";
import { ChangePasswordForm } from "@/features/users/components/change-password-form";
import { LanguageSettings } from "@/features/users/components/language-settings";
import { ProfileDetails } from "@/features/users/components/profile-details";
import { SignedInDevices } from "@/features/users/components/signed-in-devices";

export function ProfileRoute() {
  const { t } = useLingui();
  return (
    <Stack>
      <PageHeader title={t`Profile`} />
      <AvatarPicker />
      <ProfileDetails />
      <LanguageSettings />
      <MyAdmissions />
      <MyFees />
      <MyOrders />
      <MyInvoices />
      <MyCreditNotes />
      <MyBookings />
      <MyPayments />
      <ChangePasswordForm />
      <SignedInDevices />
    </Stack>
  );
}
