/**
 * What the signed-in staff member's role may do (contract staff-roles; ADR 0033), so the admin
 * shows no button whose request the server would refuse with 403.
 */
import { may, type StaffAbility } from '@site/contract/staff-roles';
import { useAuthUser } from './auth-user';

/** May the signed-in user use `ability`? False while signed out or still checking. */
export function useMay(ability: StaffAbility): boolean {
  const { user } = useAuthUser();
  return user !== null && may(user.role, ability);
}
