import { useEffect, useState } from 'preact/hooks';
import { api, call, type Schemas } from '../api';

export type Profile = Schemas['OperatorProfile'];

let cached: Promise<Profile> | undefined;

/** The signed-in operator (KYC status), read once per page load and on demand. */
export const useProfile = (fresh = false): Profile | undefined => {
  const [profile, setProfile] = useState<Profile>();
  useEffect(() => {
    if (fresh || !cached) cached = call(api.GET('/api/v1/operator/me'));
    cached.then(setProfile).catch(() => {
      cached = undefined;
    });
  }, [fresh]);
  return profile;
};

const REASONS: Record<string, string> = {
  PENDING: 'Your identity check (KYC) is still in progress. You can browse tasks, but you can accept them only once it is approved.',
  REJECTED: 'Your identity check (KYC) was not approved, so you cannot accept tasks.',
};

/** Why this operator cannot take work yet, if they cannot. */
export const kycBlock = (profile: Profile | undefined): string | undefined => {
  if (!profile || profile.kyc_status === 'APPROVED') return undefined;
  const reason = REASONS[profile.kyc_status] ?? `Your identity check (KYC) is ${profile.kyc_status.toLowerCase()}: you cannot accept tasks yet.`;
  return profile.kyc_reason ? `${reason} Reason: ${profile.kyc_reason}` : reason;
};

export const KycBanner = ({ profile }: { profile: Profile | undefined }) => {
  const block = kycBlock(profile);
  return block ? (
    <p class="banner" role="status">
      <strong>KYC {profile!.kyc_status.toLowerCase()}.</strong> {block}
    </p>
  ) : null;
};
