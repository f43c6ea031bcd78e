import { Stack } from "@mantine/core";
import { PageHeader } from "@/components/page-header";
import { MyAdmissions } from "@/features/admissions/components/my-admissions";
import { MyOrders } from "@/features/orders/components/my-orders";
import { AvatarPicker } from "@/features/users/components/avatar-picker";
import { ChangePasswordForm } from "@/features/users/components/change-password-form";
import { ProfileDetails } from "@/features/users/components/profile-details";
import { SignedInDevices } from "@/features/users/components/signed-in-devices";

export function ProfileRoute() {
  return (
    <Stack>
      <PageHeader title="Profile" />
      <AvatarPicker />
      <ProfileDetails />
      <MyAdmissions />
      <MyOrders />
      <ChangePasswordForm />
      <SignedInDevices />
    </Stack>
  );
}
