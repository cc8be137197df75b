import { provisionStaffLogin } from '../../../../adapters/identity/operator-logins';
import type { StaffAccountPorts } from '../ports';
import { createStaff, deleteStaff } from '../store/staff-store';

/** The composition root of the staff invitation route. */
export const staffAccounts: StaffAccountPorts = { staff: { createStaff, deleteStaff }, provisionLogin: provisionStaffLogin };
