import { operatorErrors } from '../../functions/contexts/accounts/operators/errors';
import { payoutErrors } from '../../functions/contexts/money/payouts/errors';
import { disputeErrors } from '../../functions/contexts/work/disputes/errors';
import { safetyHoldErrors } from '../../functions/contexts/work/safety-holds/errors';
import { taskErrors } from '../../functions/contexts/work/tasks/errors';
import { platformErrors } from '../../functions/platform/kernel/errors';
import { type Area, PAGING } from '../operation';

export const operators: Area = {
  tag: { name: 'Operators', description: 'Operator registration, claiming and doing work, earnings and USDC payouts' },
  operations: {
    'POST /api/v1/operator/register': {
      operationId: 'registerOperator',
      summary: 'Register an operator (KYC APPROVED at once in development, PENDING in production)',
      description: `Creates the operator and its login. One operator per email address, whatever its case
(emails are stored lower-cased). New operators are rated 5.0 (the top of the 1-5 scale). \`name\`,
\`phone\` and each skill are trimmed before their length checks.

- KYC: in development (\`APP_ENV=development\`) \`kyc_status\` is \`APPROVED\` at once; in production it is
  \`PENDING\` until the back office records \`APPROVED\` or \`REJECTED\` at
  \`POST /api/v1/admin/operators/{id}/kyc\`. Accepting tasks and requesting payouts need \`APPROVED\` (403
  otherwise).
- Login: in AWS a Cognito user is created whose username is the \`operator_id\`, and Cognito emails a
  temporary password; its ID tokens are the operator's bearer tokens. If the login cannot be created the
  registration is undone. Locally there is no user pool: tokens come from \`POST /dev/operator-token\`.`,
      responses: { 201: 'Registered' },
      errors: { 409: operatorErrors.operatorEmailTaken().message },
    },
    'GET /api/v1/operator/me': {
      operationId: 'getOperatorProfile',
      summary: 'The signed-in operator, with their KYC status',
      description:
        'Who the bearer token names and whether KYC lets them take work: while `kyc_status` is not `APPROVED` an ' +
        'operator can browse but not accept, start, submit or request payouts (the operator app shows why).',
      responses: { 200: 'The operator' },
      errors: { 404: operatorErrors.operatorNotFound().message },
    },
    'GET /api/v1/operator/tasks/{id}': {
      operationId: 'getOperatorTask',
      summary: 'One open task, or one the operator claimed, as the operator sees it',
      description:
        "An open task (as in the list), or a task the caller claimed at any later status, so the operator can follow the agent's " +
        "approval (`approval_deadline`), their work and the review. Nothing of the agent's. Any other task: 404 `Task not found`.",
      responses: { 200: 'The task' },
      errors: { 404: taskErrors.taskNotFound().message },
    },
    'GET /api/v1/operator/tasks': {
      operationId: 'listOperatorTasks',
      summary: 'Open tasks an operator can claim, newest first',
      description:
        'Only real (non-sandbox) tasks in `PENDING` whose deadline has not passed; claimed, cancelled, expired and ' +
        "sandbox tasks are left out. Each item carries what an operator needs to decide and nothing of the agent's " +
        `(no callback, no public key, no fee or escrow).\n\n${PAGING.description}`,
      params: { task_type: 'Only tasks of this type', ...PAGING.params },
      responses: { 200: 'One page of open tasks' },
      errors: {
        400: PAGING.errors('`limit must be at most 100`, `task_type must be one of VERIFICATION, PHOTO, ...`'),
      },
    },
    'POST /api/v1/operator/tasks/{id}/accept': {
      operationId: 'acceptTask',
      summary: 'Claim a PENDING task with a time estimate (PENDING to ESTIMATE_PENDING)',
      description: `The agent then approves the estimate (the task becomes ACCEPTED) or rejects it (PENDING
again). Checks run in this order: the body (400), the operator (404 \`Operator not found\`), KYC (403),
the task (404 or 410), then the estimate (400).

- KYC must be \`APPROVED\` (403 \`KYC verification required before accepting tasks\`).
- The task must be a real (non-sandbox) task in \`PENDING\`; otherwise, or if it does not exist, 404
  \`Task not found or already claimed\`. Past its deadline: 410 \`Task has expired\`. Of operators racing
  to claim the same task, exactly one wins.
- An operator holds at most \`MAX_OPEN_CLAIMS\` tasks (default 3) in ESTIMATE_PENDING, ACCEPTED or
  IN_PROGRESS at once; one more answers 422 \`Too many open claims\`, also when the claims race.
- The estimate is \`estimate_days\`, \`estimate_hours\` and \`estimate_minutes\` (each optional, a
  non-negative integer, default 0), totalled in minutes. The total must be at least 1 minute (400
  \`estimate must total at least 1 minute\`) and at most the whole minutes left before the task's
  deadline (400 \`estimate must not exceed the <n> minutes left before the deadline\`).
- \`claimed_at\` is the time of the request; \`approval_deadline\` is 24 hours after \`claimed_at\`, the
  time the agent has to approve or reject the estimate, after which the claim lapses and the task
  returns to PENDING.
- A task with a \`batch_id\` is one seat of a batch: an operator holds at most one seat of a batch (409
  \`You already hold a task of this batch\`, also when the claims race). The seat stays theirs when the claim
  ends (withdrawn, rejected, lapsed): they may claim that same seat again, never another one of the batch.`,
      params: { id: 'The task_id' },
      responses: { 200: 'Claimed (status ESTIMATE_PENDING); the estimate awaits the agent' },
      errors: {
        400:
          'Validation failure (`<field> <problem>`, e.g. `estimate_hours must be an integer`, `estimate_note must be ' +
          'at most 1000 characters`), `estimate must total at least 1 minute`, `estimate must not exceed the <n> ' +
          'minutes left before the deadline`, `Malformed JSON body`, or `Request body must be a JSON object`',
        403: operatorErrors.kycRequired().message,
        404: '`Task not found or already claimed` (missing, sandbox, or not PENDING), or `Operator not found` (the token names no registered operator)',
        409: taskErrors.batchSeatHeld().message,
        410: taskErrors.taskExpired().message,
        422: taskErrors.tooManyOpenClaims().message,
      },
    },
    'POST /api/v1/operator/tasks/{id}/withdraw-claim': {
      operationId: 'withdrawClaim',
      summary: 'Give a claim back before the agent approved it (ESTIMATE_PENDING to PENDING)',
      description:
        'Only the operator holding the claim can withdraw it. The claim is cleared (operator, estimate, claimed_at, ' +
        'approval_deadline) and the task is open to operators again. No request body is read.',
      params: { id: 'The task_id' },
      responses: { 200: 'Withdrawn; the task is PENDING again' },
      errors: { 404: `${taskErrors.taskNotClaimedByYou().message} (missing, sandbox, not ESTIMATE_PENDING, or claimed by another operator)` },
    },
    'POST /api/v1/operator/tasks/{id}/start': {
      operationId: 'startTask',
      summary: 'Start approved work (ACCEPTED to IN_PROGRESS)',
      description:
        'Only the operator holding the claim can start the task, and only with KYC APPROVED (an operator rejected ' +
        'after claiming loses the claim). No request body is read.',
      params: { id: 'The task_id' },
      responses: { 200: 'Started (status IN_PROGRESS)' },
      errors: {
        403: operatorErrors.kycRequired().message,
        404: `${taskErrors.taskNotStartable().message} (also when another operator holds the claim, or for a sandbox task)`,
        409: `${taskErrors.workWindowNotOpen('<time>').message}: the task's window.not_before has not come (the time in UTC with milliseconds)`,
      },
    },
    'POST /api/v1/operator/kyc/documents': {
      operationId: 'requestKycDocumentUpload',
      summary: 'Ask to upload one identity document (ID front or back, selfie): an S3 presigned POST',
      description: `Like a photo upload: \`kind\` is \`id_front\`, \`id_back\` or \`selfie\`; \`content_type\` an image type
(\`image/jpeg\`, \`image/png\`, \`image/webp\`, \`image/heic\`); \`size_bytes\` its exact size (up to 10 MiB). The form
uploads into a private prefix of the bucket that only staff read. A new upload of a kind replaces the previous one. Then
\`POST /operator/kyc/submit\`.`,
      responses: { 201: 'The document id and its upload form' },
      errors: { 400: 'Validation failure', 404: operatorErrors.operatorNotFound().message, 409: operatorErrors.kycAlreadyApproved().message },
    },
    'POST /api/v1/operator/kyc/submit': {
      operationId: 'submitKyc',
      summary: 'Hand the uploaded identity documents to the back office: KYC becomes PENDING',
      description:
        'Once an `id_front` and a `selfie` have arrived in the bucket, `kyc_status` becomes `PENDING` and the operator joins ' +
        "the back office's KYC queue; staff decide with `POST /admin/operators/{id}/kyc`. A rejected operator may upload and submit again.",
      responses: { 200: 'Submitted' },
      errors: {
        400: 'KYC documents missing: <kinds> (e.g. `KYC documents missing: id_front, selfie`)',
        404: operatorErrors.operatorNotFound().message,
        409: operatorErrors.kycAlreadyApproved().message,
      },
    },
    'POST /api/v1/operator/tasks/{id}/photos': {
      operationId: 'requestPhotoUpload',
      summary: 'Ask to upload one proof photo: an S3 presigned POST',
      description: `Only the operator holding the claim of an ACCEPTED or IN_PROGRESS task, with KYC APPROVED. \`content_type\`
is \`image/jpeg\`, \`image/png\`, \`image/webp\` or \`image/heic\`; \`size_bytes\` the exact size of the file (1 to
10485760 bytes, 10 MiB); \`requirement\` optionally tags the photo to one of the task's \`proof_requirements\` (0-based).
At most 20 photos per task and operator (a claim revoked after its uploads leaves the next claimant 20).

The client then POSTs \`multipart/form-data\` to \`upload.url\`: every entry of \`upload.fields\`, then the file as
\`file\`, within 15 minutes (\`expires_at\`). The signed policy pins the object key, the \`Content-Type\` and the exact
size: the storage refuses anything else. The bucket is private (block public access, encryption, TLS only); locally
\`upload.url\` is an S3-compatible server on 127.0.0.1 whose gateway enforces the same policy conditions. Submit the
\`photo_id\` in the proof's \`photos\`.`,
      params: { id: 'The task_id' },
      responses: { 201: 'The photo id and its upload form' },
      errors: {
        400:
          'Validation failure, naming the limits: `content_type must be one of image/jpeg, image/png, image/webp, image/heic`, ' +
          '`size_bytes must be an integer from 1 to 10485760 (10 MiB)`, or `requirement must be an index into proof_requirements, from 0 to <n-1>`',
        403: operatorErrors.kycRequired().message,
        404: `${taskErrors.taskNotSubmittable().message} (missing, not ACCEPTED or IN_PROGRESS, or claimed by another operator)`,
        422: taskErrors.tooManyPhotos().message,
      },
    },
    'POST /api/v1/operator/tasks/{id}/submit': {
      operationId: 'submitProof',
      summary: 'Submit proof of the work (ACCEPTED or IN_PROGRESS to SUBMITTED)',
      description: `Only the operator holding the claim can submit, with KYC APPROVED (403 otherwise). Work not
submitted by the deadline plus \`WORK_GRACE_HOURS\` (default 24) is cancelled and refunded to the agent. The proof (\`photos\`, \`notes\` and the
submission time) becomes the task's \`proof\`, which the agent sees, and goes to review. \`photos\` are
\`photo_id\`s from \`POST /api/v1/operator/tasks/{id}/photos\` whose upload arrived (400 \`Unknown photo: <value>\`
otherwise); the list may be empty.

The Guardian then runs the evidence checks on every photo (it exists and decodes as an image of at least 320x240;
its bytes match its declared type; it is not a near-duplicate, by perceptual hash, of a photo of another task's
proof; where EXIF has them, its capture time lies between the claim and the submission, ±5 minutes, and its GPS
position within \`PHOTO_MAX_DISTANCE_KM\` of the task's \`location\`; missing EXIF is reported, not failed), then
judges each requirement (\`guardian_result.checks\` and \`guardian_result.requirements\`). Any failed check sends
the task to MANUAL_REVIEW.

- \`credential\` (any JSON object) is required for CREDENTIAL-domain tasks (400 \`credential is required
  for CREDENTIAL tasks\`) and refused for every other task (400 \`credential is only accepted for
  CREDENTIAL tasks\`). These checks are made only for the claimant; anyone else gets the 404.
- The credential is encrypted at once, before anything is stored, to the agent's \`agent_public_key\`
  as a JWE in flattened JSON serialization (RSA-OAEP-256 for RSA keys, ECDH-ES+A256KW for P-256, content
  encryption A256GCM). The plaintext is never stored or logged; only the agent's private key can read it.
- \`result\` is required for a task with a \`result_schema\` (400 \`result is required: the task has a result_schema\`)
  and refused for any other (400 \`result is only accepted for tasks with a result_schema\`); it must match the schema
  (400 \`result does not match result_schema: <JSON pointer> <reason>\`, e.g. \`/price must be number\`).`,
      params: { id: 'The task_id' },
      responses: { 200: 'Submitted for review (status SUBMITTED)' },
      errors: {
        400:
          'Validation failure (`<field> <problem>`, e.g. `photos is required`, `photos must be at most 20 items`, ' +
          '`photos[0] must not be empty`, `notes must be at most 5000 characters`), `Unknown photo: <value>`, `credential is required for ' +
          'CREDENTIAL tasks`, `credential is only accepted for CREDENTIAL tasks`, `Malformed JSON body`, or `Request ' +
          'body must be a JSON object`',
        403: operatorErrors.kycRequired().message,
        404: `${taskErrors.taskNotSubmittable().message} (missing, sandbox, not ACCEPTED or IN_PROGRESS, or claimed by another operator)`,
      },
    },
    'GET /api/v1/operator/earnings': {
      operationId: 'getEarnings',
      summary: "The operator's pending and available balances and recent paid tasks",
      description:
        "A completed task's reward is released to the operator's pending balance. It stays pending for " +
        '`EARNINGS_HOLD_HOURS` (a deployment setting: 0 locally, 72 deployed), then becomes available, and only the ' +
        'available balance can be paid out. A reward whose hold has passed counts as available here (reading writes ' +
        'nothing); the ledger moves it to available when a payout is requested.',
      responses: { 200: 'Earnings' },
    },
    'GET /api/v1/operator/earnings/statement': {
      operationId: 'getEarningsStatement',
      summary: "The operator's earnings statement over a period, as JSON or CSV",
      description:
        'Every money line of the operator from `from` to `to` (UTC days, both inclusive, at most 366 days), from the journal, ' +
        'oldest first: rewards, tips and kill fees credited (positive), payouts (what reached the address) and their network ' +
        'fees (negative; a failed payout returns as a positive payout line), with the totals per kind and net. `format=csv` ' +
        'answers `text/csv` as a download: a header row `date,kind,task_id,description,amount_usd`, a row per line and a ' +
        'last `total` row; cells are quoted as RFC 4180 says, and one starting with `=`, `+`, `-` or `@` is prefixed with a quote.',
      responses: { 200: 'The statement' },
      errors: { 400: 'Validation failure: a date not YYYY-MM-DD, `from must not be after to`, or `A statement covers at most 366 days`' },
    },
    'POST /api/v1/operator/payout': {
      operationId: 'requestPayout',
      summary: 'Withdraw available earnings as USDC on Base',
      description: `Takes \`amount_usd\` out of the available balance, in the same transaction as the payout
record, and answers \`PENDING_ONCHAIN\`; the USDC transfer to \`wallet_address\` follows on chain. Checks
run in this order: the body (400), the Idempotency-Key (replay, 409 or 422), the operator (404
\`Operator not found\`), KYC (403), the authenticator app (403), the minimum (422), whether payouts can be
sent (503), the network fee (422), the payout address (403), then the available balance (402).

- KYC must be \`APPROVED\` (403 \`KYC verification required before requesting payouts\`).
- Deployed (\`PAYOUT_REQUIRES_MFA\`, off locally), the operator's login must have an authenticator app (TOTP)
  set up (403 \`Two-factor authentication (an authenticator app) required before requesting payouts\`).
- The first payout's \`wallet_address\` becomes the operator's payout address at once. A payout to another
  address records it as the new address, mails the operator, and is refused until
  \`PAYOUT_ADDRESS_COOLDOWN_HOURS\` (24) have passed (403 \`New payout address usable from <timestamp>\`);
  the previous address stays usable meanwhile. Checksummed and lower-case spellings are one address.
- \`amount_usd\` has at most two decimals (400 \`amount_usd must have at most 2 decimal places\`) and is at
  least $10 (422 \`Minimum payout is $10\`).
- The available balance must cover \`amount_usd\` (402 \`Insufficient available balance\`); concurrent
  payouts can never take it below zero. Rewards still in their hold (\`EARNINGS_HOLD_HOURS\`) are not
  available.
- \`gas_fee_usd\` is the estimated network fee, deducted from what the operator receives:
  \`net_amount_usd\` = \`amount_usd\` - \`gas_fee_usd\`. With a chain it is estimated from the chain's
  current fee data (max fee per gas x the gas of a USDC transfer, priced by a Chainlink ETH/USD feed,
  rounded up to the cent); without one, or if the feed cannot be read, it is the flat
  \`PAYOUT_GAS_FEE_USD\` (default $0.05). An amount that the fee would use up entirely is refused (422
  \`Minimum payout is $<10 + fee>\`).
- With a chain, the platform's hot wallet sends the USDC (\`net_amount_usd\`) and \`tx_hash\` is recorded
  as soon as the transfer is signed. The payout then becomes \`CONFIRMED\` (with \`confirmed_at\`) once the
  transfer has the required confirmations, or \`FAILED\` if the chain refuses or reverts it, in which case
  the amount returns to the available balance. Follow it at \`GET /api/v1/operator/payout/status/{id}\`.
  In development without a chain nothing is sent: the payout becomes \`CONFIRMED\` by itself, with a
  simulated transaction hash, moments after it was requested (within a second locally).
- A deployment that cannot send (production without a chain, or a chain without a hot wallet) refuses
  payouts (503 \`Payouts are unavailable: no chain or hot wallet is configured\`).`,
      idempotent: true,
      responses: { 201: 'Accepted (status PENDING_ONCHAIN), or the replay of an earlier request with the same Idempotency-Key' },
      errors: {
        400:
          'Validation failure (`<field> <problem>`, e.g. `amount_usd is required`, `amount_usd must have at most 2 ' +
          'decimal places`, `wallet_address must be a 0x-prefixed 20-byte hex address`, `chain must be one of base`, ' +
          '`Idempotency-Key header must be at most 255 characters`), `Malformed JSON body`, or `Request body must be a JSON object`',
        402: payoutErrors.insufficientAvailableBalance().message,
        403: `${payoutErrors.kycRequiredForPayout().message}, ${payoutErrors.mfaRequiredForPayout().message}, or \`New payout address usable from <timestamp>\``,
        404: `${operatorErrors.operatorNotFound().message} (the token names no registered operator)`,
        409: `${platformErrors.idempotencyInFlight().message}, or ${payoutErrors.payoutAddressBusy().message}`,
        422: '`Minimum payout is $10` (more when the network fee would use up the amount), or `Idempotency key reused with a different request`',
        503: payoutErrors.payoutsUnavailable().message,
      },
    },
    'GET /api/v1/operator/payout/status/{id}': {
      operationId: 'getPayoutStatus',
      summary: "One of the calling operator's payouts",
      description:
        '`PENDING_ONCHAIN` until the transfer is confirmed on chain (`CONFIRMED`, with `tx_hash` and `confirmed_at`) ' +
        'or fails (`FAILED`, the amount returns to the available balance). In development without a chain a payout ' +
        'becomes `CONFIRMED` by itself moments after it was requested, with a simulated transaction hash (`0x` and ' +
        '64 hex digits). Reading it changes nothing.',
      params: { id: 'The payout_id' },
      responses: { 200: 'The payout' },
      errors: { 404: `${payoutErrors.payoutNotFound().message} (also for another operator's payout)` },
    },
    'POST /api/v1/operator/tasks/{id}/appeal': {
      operationId: 'appealDispute',
      summary: "Appeal the agent's rejection of your proof (DISPUTED tasks, before the appeal deadline)",
      description:
        'Only the operator who did the work, while the task is DISPUTED and before its `dispute.appeal_deadline`. An ' +
        'appealed dispute no longer resolves itself at the deadline: the back office decides (refund, release or split), ' +
        'and the task then moves with its callback.',
      params: { id: 'The task_id' },
      responses: { 200: 'Appealed' },
      errors: { 404: taskErrors.taskNotDisputed().message, 409: disputeErrors.appealAlreadyFiled().message },
    },
    'POST /api/v1/operator/tasks/{id}/report': {
      operationId: 'reportTask',
      summary: 'Report a task that should not be done (open tasks, or one you hold)',
      description:
        '`reason`: `prohibited` (against the acceptable use policy), `unsafe`, `misleading` or `other`; `details` (up to ' +
        '1000 characters) is for staff. Once per task. Your report of a task you hold ends your claim at once, without ' +
        'penalty (nothing is counted against you and the work is not rated), and holds the task for staff; reports by two ' +
        'operators hold an open task. A HELD task is seen by no operator; staff release it (open again) or refuse it ' +
        '(cancelled, its agent refunded). The agent never learns who reported it or what you wrote.',
      params: { id: 'The task_id' },
      responses: { 201: 'Reported: `report_id`' },
      errors: {
        400: 'Validation failure: `reason must be one of prohibited, unsafe, misleading, other`, `details must be at most 1000 characters`',
        404: `\`${taskErrors.taskNotFound().message}\` (not open and not yours), or \`${taskErrors.taskNotReportable().message}\` (your work is past the point a report can stop it)`,
        409: safetyHoldErrors.alreadyReported().message,
      },
    },
    'GET /api/v1/operator/work': {
      operationId: 'listOperatorWork',
      summary: 'Your work: the tasks you hold or held, open and ended, newest claim first',
      description:
        'Every task of which you are the operator of record (from the claim on, whatever device claimed it: a claim ' +
        'withdrawn, lapsed or revoked leaves the list with the task), each as `GET /api/v1/operator/tasks/{id}` shows ' +
        "it: a disputed one with the agent's reason, the appeal deadline, your appeal and the resolution. `status` " +
        "keeps one status. Page with `limit` (1 to 100, default 20) and `cursor` (the previous page's `next_cursor`, " +
        'null on the last page; a cursor is yours and for its status only, else 400 `Invalid cursor`). A page ' +
        'evaluates at most about 1000 index entries and may then hold fewer than `limit` tasks with a non-null ' +
        '`next_cursor`: follow it until it is null.',
      params: { status: 'Only tasks in this status', cursor: PAGING.params.cursor },
      responses: { 200: 'One page of your work' },
      errors: { 400: PAGING.errors('`limit must be at most 100`, `status must be one of PENDING, ...`') },
    },
    'GET /api/v1/operator/ratings': {
      operationId: 'listOperatorRatings',
      summary: "The ratings agents gave you, newest first (without the agents' identity)",
      description: 'Each rating: the task, the score (1 to 5), the comment if any, and when it was given.',
      responses: { 200: 'Your ratings' },
    },
  },
};
