/** A back-office staff member: signs in through the staff user pool (username = admin_id). */
export interface StaffAccount {
  admin_id: string;
  email: string;
  name: string;
  created_at: string;
}

/** Who did an admin action: a staff member's email, or this for the shared admin key. */
export const ADMIN_KEY_ACTOR = 'admin-key';
