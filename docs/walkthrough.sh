#!/usr/bin/env bash
# A first walk-through of Handoff against the local stack (`npm start` in another terminal):
# an agent signs up, verifies its email, binds a wallet, registers a webhook endpoint, deposits,
# defines a template with a result schema and posts a task from it; an operator claims it, uploads a photo and submits the answer;
# the Guardian checks the proof, the escrow is released and the operator is paid. Run it from the
# repository: `bash docs/walkthrough.sh`.
# test/api/walkthrough.test.ts runs this very file against the test stack, so it stays true.
set -euo pipefail
cd "$(dirname "$0")/.."
BASE=${BASE:-http://127.0.0.1:3000}
export HANDOFF_BASE_URL=$BASE
RUN=$(date +%s)-$$ # new emails and keys on every run

# curl that stops the script on any answer but 2xx, printing the API's { "error": "..." }
api() { curl -sS --fail-with-body -H 'content-type: application/json' "$@"; echo; }
# One field of the JSON on stdin: `field .api_key`
field() { node -pe "JSON.parse(require('fs').readFileSync(0, 'utf8'))$1"; }
# The SDK's command line tool (sdk/), run from source; after `npm run sdk:build`: node sdk/dist/cli.js
handoff() { npx --no-install tsx sdk/src/cli.ts "$@"; }
step() { printf '\n== %s\n' "$1"; }

step 'The agent registers: tier SANDBOX, and its API key, shown only now'
AGENT=$(api -X POST "$BASE/api/v1/agents/register" \
  -d "{\"name\":\"Scout\",\"email\":\"scout.$RUN@example.com\",\"company\":\"Acme\"}")
echo "$AGENT"
HANDOFF_API_KEY=$(echo "$AGENT" | field .api_key)
export HANDOFF_API_KEY # the CLI reads it; curl sends it as X-API-Key

step 'It verifies its email (the local stack captures mail instead of sending it): tier VERIFIED'
TOKEN=$(api "$BASE/dev/emails?to=scout.$RUN@example.com" | field '.data.at(-1).verification_token')
api -X POST "$BASE/api/v1/agents/verify-email" -d "{\"token\":\"$TOKEN\"}"

step 'It binds a wallet: the CLI signs the challenge (EIP-191) with the key in $WALLET_KEY'
WALLET_KEY=0x$(node -p "require('crypto').randomBytes(32).toString('hex')") # a new key; use your wallet's
export WALLET_KEY
handoff wallet bind --private-key-env WALLET_KEY

step 'It registers a webhook endpoint for all its events, instead of a callback_url on every task'
# Any HTTPS receiver it owns (WEBHOOK_URL=https://...; a public one needs no setting). Deliveries are
# Standard Webhooks, signed with the secret shown here once: verify them with verifyWebhook or any
# Standard Webhooks library. Without WEBHOOK_URL the walk-through goes on without an endpoint.
if [ -n "${WEBHOOK_URL:-}" ]; then
  HOOK=$(api -X POST "$BASE/api/v1/webhooks" -H "X-API-Key: $HANDOFF_API_KEY" -d "{\"url\":\"$WEBHOOK_URL\",\"events\":[\"*\"]}")
  echo "$HOOK"
  WEBHOOK_ID=$(echo "$HOOK" | field .webhook_id)
fi

step 'It deposits USDC: where to send it, then the transfer reported (credited at once without a chain)'
handoff deposits address
TX_HASH=0x$(node -p "require('crypto').randomBytes(32).toString('hex')") # the transfer's hash
handoff deposits report --tx-hash "$TX_HASH" --amount 60
handoff balance

step 'It defines a template once: placeholders, the photo it needs, and the answer it wants back (a result schema)'
SCHEMA=$(mktemp)
PHOTO=$(mktemp)
trap 'rm -f "$SCHEMA" "$PHOTO"' EXIT
cat >"$SCHEMA" <<'JSON'
{ "type": "object", "required": ["open"],
  "properties": { "open": { "type": "boolean", "title": "Open now" },
                  "hours": { "type": "string", "title": "Opening hours as posted", "maxLength": 100 } } }
JSON
TEMPLATE_ID=$(handoff templates create --name 'Is it open?' --type VERIFICATION --title 'Is {{store}} open?' \
  --description 'Walk by {{store}} at {{address}} and check whether it is open.' \
  --requirement 'photo of the storefront' --reward 10 --result-schema-file "$SCHEMA" --json | field .template_id)
echo "template $TEMPLATE_ID"

step 'It posts a task from the template: reward + 10% fee move from its balance into escrow'
TASK=$(api -X POST "$BASE/api/v1/tasks" -H "X-API-Key: $HANDOFF_API_KEY" -H "Idempotency-Key: order-$RUN" \
  -d "{\"template_id\":\"$TEMPLATE_ID\",\"inputs\":{\"store\":\"the corner store\",\"address\":\"12 Main St\"}}")
echo "$TASK"
TASK_ID=$(echo "$TASK" | field .task_id)

step 'An operator registers (KYC is approved at once locally) and gets a token'
api -X POST "$BASE/api/v1/operator/register" -d "{\"name\":\"Olga\",\"email\":\"olga.$RUN@example.com\",\"skills\":[\"photo\"]}"
# Deployed, operators sign in to the app; locally /dev/operator-token hands out a token for scripts.
OP=$(api -X POST "$BASE/dev/operator-token" -d "{\"email\":\"olga.$RUN@example.com\"}" | field .token)
AUTH="Authorization: Bearer $OP"

step 'It finds the task and claims it with an estimate; the agent approves the estimate'
api "$BASE/api/v1/operator/tasks?task_type=VERIFICATION&limit=5" -H "$AUTH" | field ".data.map((task) => task.task_id).join(' ')"
api -X POST "$BASE/api/v1/operator/tasks/$TASK_ID/accept" -H "$AUTH" -d '{"estimate_hours":1,"estimate_minutes":30}'
handoff tasks approve-estimate "$TASK_ID"

step 'It starts, asks for an upload, sends the photo straight to storage and submits the answer the schema asks for'
api -X POST "$BASE/api/v1/operator/tasks/$TASK_ID/start" -H "$AUTH"
# The photo: made up here, a random pattern, because the Guardian refuses a photo that was already
# another task's proof. An operator uploads the original from the camera, never a re-encoded copy.
node -e "require('sharp')(require('crypto').randomBytes(16 * 12 * 3), { raw: { width: 16, height: 12, channels: 3 } })
  .resize(640, 480, { kernel: 'nearest' }).jpeg().toFile(process.argv[1])" "$PHOTO"
SIZE=$(($(wc -c <"$PHOTO")))
TAKEN_AT=$(date -u +%Y-%m-%dT%H:%M:%SZ) # what the device says about the photo: when (and where, lat/lng)
UPLOAD=$(api -X POST "$BASE/api/v1/operator/tasks/$TASK_ID/photos" -H "$AUTH" \
  -d "{\"content_type\":\"image/jpeg\",\"size_bytes\":$SIZE,\"requirement\":0,\"capture\":{\"captured_at\":\"$TAKEN_AT\"}}")
PHOTO_ID=$(echo "$UPLOAD" | field .photo_id)
# A presigned POST: its form fields exactly as given, then the file (type and size as declared).
FORM=()
while IFS= read -r pair; do FORM+=(--form-string "$pair"); done < <(echo "$UPLOAD" |
  node -pe "Object.entries(JSON.parse(require('fs').readFileSync(0, 'utf8')).upload.fields).map(([name, value]) => name + '=' + value).join('\\n')")
curl -sS --fail-with-body "${FORM[@]}" -F "file=@$PHOTO;type=image/jpeg" "$(echo "$UPLOAD" | field .upload.url)"
echo "uploaded $PHOTO_ID ($SIZE bytes)"
api -X POST "$BASE/api/v1/operator/tasks/$TASK_ID/submit" -H "$AUTH" \
  -d "{\"photos\":[\"$PHOTO_ID\"],\"notes\":\"Lights on, staff inside.\",\"result\":{\"open\":true,\"hours\":\"Mon-Sat 8-20\"}}"

step 'The Guardian checks the proof: approved, the task completes and the escrow is released'
handoff tasks wait "$TASK_ID" --until COMPLETED,MANUAL_REVIEW --timeout 120
# Had it doubted the proof (MANUAL_REVIEW), the agent decides: APPROVE, or REJECT with a reason.
if [ "$(handoff tasks get "$TASK_ID" --json | field .status)" = MANUAL_REVIEW ]; then
  handoff tasks verify "$TASK_ID" --decision APPROVE
fi
handoff tasks get "$TASK_ID" # the answer, as the schema shapes it: result {"open":true,...}

step 'The operator sees the earnings and is paid out (simulated on the local stack)'
api "$BASE/api/v1/operator/earnings" -H "$AUTH"
PAYOUT=$(api -X POST "$BASE/api/v1/operator/payout" -H "$AUTH" -H "Idempotency-Key: payout-$RUN" \
  -d '{"amount_usd":10,"wallet_address":"0x52908400098527886E0F7030069857D2E4169EE7"}')
echo "$PAYOUT"
PAYOUT_ID=$(echo "$PAYOUT" | field .payout_id)
for _ in $(seq 60); do
  STATUS=$(api "$BASE/api/v1/operator/payout/status/$PAYOUT_ID" -H "$AUTH" | field .status)
  [ "$STATUS" = PENDING_ONCHAIN ] || break
  sleep 1
done
echo "payout $PAYOUT_ID $STATUS"

if [ -n "${WEBHOOK_ID:-}" ]; then
  step 'What the endpoint was sent: the task created, each status change, the deposit confirmed'
  handoff webhooks deliveries "$WEBHOOK_ID"
fi
