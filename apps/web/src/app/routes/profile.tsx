import { Stack } from "@mantine/core";
import { PageHeader } from "@/components/page-header";
import { MyAdmissions } from "@/features/admissions/components/my-admissions";
import { MyOrders } from "@/features/orders/components/my-orders";
import { AvatarPicker } from "@/features/users/components/avatar-picker";
import { ProfileDetails } from "@/features/users/components/profile-details";

export function ProfileRoute() {
  return (
    <Stack>
      <PageHeader title="Profile" />
      <AvatarPicker />
      <ProfileDetails />
      <MyAdmissions />
      <MyOrders />
    </Stack>
  );
}
