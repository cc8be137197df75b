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

/** The next read asks the API again (after the operator submitted documents, say). */
export const forgetProfile = () => {
  cached = undefined;
};

const NOT_SUBMITTED =
  'Upload your ID and a selfie for the identity check (KYC). You can browse tasks, but you can accept them only once it is approved.';
const REASONS: Record<string, string> = {
  PENDING: 'Your identity check (KYC) is still in progress. You can browse tasks, but you can accept them only once it is approved.',
  REJECTED: 'Your identity check (KYC) was not approved, so you cannot accept tasks.',
};

/** Why this operator cannot take work yet, if they cannot. */
export const kycBlock = (profile: Profile | undefined): string | undefined => {
  if (!profile || profile.kyc_status === 'APPROVED') return undefined;
  const reason =
    !profile.kyc_submitted_at && profile.kyc_status === 'PENDING'
      ? NOT_SUBMITTED
      : (REASONS[profile.kyc_status] ?? `Your identity check (KYC) is ${profile.kyc_status.toLowerCase()}: you cannot accept tasks yet.`);
  return profile.kyc_reason ? `${reason} Reason: ${profile.kyc_reason}` : reason;
};

/** Whether the operator has documents to upload: never submitted, or rejected (submitted and waiting: nothing to do). */
const kycToDo = (profile: Profile | undefined): boolean =>
  !!profile && (profile.kyc_status === 'REJECTED' || (profile.kyc_status === 'PENDING' && !profile.kyc_submitted_at));

export const KycBanner = ({ profile }: { profile: Profile | undefined }) => {
  const block = kycBlock(profile);
  return block ? (
    <div class="banner" role="status">
      <p>
        <strong>KYC {profile!.kyc_status.toLowerCase()}.</strong> {block}
      </p>
      {kycToDo(profile) && (
        <a class="button" href="#/kyc">
          Verify your identity
        </a>
      )}
    </div>
  ) : null;
};
