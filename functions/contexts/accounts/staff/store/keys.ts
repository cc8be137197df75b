/**
 * The keys of the items the staff module owns: a back-office staff account and its email claim.
 */
export const staffKeys = {
  /** A back-office staff account (its login lives in the staff user pool, username = admin_id). */
  staff: (adminId: string) => ({ pk: `STAFF#${adminId}`, sk: 'PROFILE' }),
  /** Claims an email address for one staff account (case-insensitive uniqueness). */
  staffEmail: (normalizedEmail: string) => ({ pk: `STAFF_EMAIL#${normalizedEmail}`, sk: 'STAFF_EMAIL' }),
} as const;
