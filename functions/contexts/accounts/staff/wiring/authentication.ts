import { verifiedUsername } from '../../../../adapters/identity/id-tokens';
import type { AdminPrincipal } from '../../../../platform/kernel/principals';
import { config } from '../../../../platform/settings';
import { staffErrors } from '../errors';
import type { StaffAuthenticationPorts } from '../ports';
import { getStaff } from '../store/staff-store';
import { authenticateAdmin } from '../use-cases/authenticate-staff';

const staffAuthentication: StaffAuthenticationPorts = {
  staff: { getStaff },
  get adminKeySha256() {
    return config.adminKeySha256;
  },
  verifiedStaffUser: (authorization) => verifiedUsername(authorization, config.staffJwt, staffErrors.invalidStaffToken),
};

/** The composition root of the back office's authenticator (wiring/admin-handler.ts). */
export const authenticateStaff = (headers: Readonly<Record<string, string | undefined>>): Promise<AdminPrincipal> =>
  authenticateAdmin(staffAuthentication, headers);
