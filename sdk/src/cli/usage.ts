import { DEFAULT_BASE_URL } from '../client.js';

/** `handoff --help`, and what a wrong command line is shown. */
export const USAGE = `Usage: handoff <command> [options]

Agent
  register --name NAME --email EMAIL [--company NAME]
  me                                      the agent, its tier, limits and today's usage
  balance
  keys list | revoke KEY_ID
  keys create --name NAME [--scope SCOPE ...] [--max-task-usd USD] [--daily-spend-usd USD] [--expires-at ISO]
               scopes: tasks:read tasks:write funds:read funds:write keys:write webhooks:write (default all)
  audit [--limit N] [--cursor CURSOR]      what the agent's keys changed, newest first

Wallet and deposits
  wallet bind --private-key-env VAR      signs the wallet challenge (EIP-191) with the key in $VAR
  wallet show
  deposits address                       where to send USDC
  deposits report --tx-hash HASH --amount USDC
  deposits get TRANSACTION_ID

Tasks
  tasks create --title TEXT --reward USD --requirement TEXT [--requirement TEXT ...]
               | --template ID [--input NAME=VALUE ...] [--reward USD] [--lat N --lng N]
               [--result-schema-file JSON] [--description TEXT] [--type TYPE] [--deadline ISO] [--callback-url URL]
               [--callback-secret S] [--public-key-file PEM] [--idempotency-key KEY]
               [--scenario complete|manual_review|operator_withdraws|expire]  (sandbox only)
               [--wait] [--timeout SECONDS]
               [--pay [--private-key-env VAR] [--max-payment USD]]  pay a short balance with x402 from the bound
               wallet, its key read from $HANDOFF_WALLET_KEY (or $VAR): never a flag value, which shell history keeps
  tasks list [--status STATUS] [--limit N] [--offset N]
  tasks get ID
  tasks wait ID [--until STATUS,...] [--timeout SECONDS]
  tasks cancel ID
  tasks approve-estimate ID
  tasks reject-estimate ID [--reason TEXT]
  tasks verify ID --decision APPROVE|REJECT [--reason TEXT]
  tasks credential ID [--key PRIVATE_PEM]  the encrypted credential, decrypted with --key
  tasks callbacks ID                       the delivery log of the task's callbacks
  tasks rate ID --score 1-5 [--comment TEXT]
  tasks quote --title TEXT --reward USD --requirement TEXT [...]  what creating it would cost; creates nothing
  tasks tip ID --amount USD [--idempotency-key KEY]               tip the operator of a completed task
  tasks message ID TEXT [--idempotency-key KEY]                   write to the task's operator
  tasks messages ID [--limit N] [--cursor CURSOR]                 the messages with the task's operator, oldest first

Batches (one task, several operators, each once)
  batches create --seats N [--consensus-field NAME --min-agreement N] and the task options of tasks create (--pay too)
  batches get ID                           the seats by status, and the consensus
  batches cancel ID                        cancels the seats not under way (each refunded)

Templates
  templates list                           the built-in templates and your own
  templates create --name NAME --type TYPE --title TEXT --description TEXT --requirement TEXT [...]
                   [--reward USD] [--location-required] [--result-schema-file JSON]
  templates get ID
  templates delete ID

Webhook endpoints (Standard Webhooks deliveries of your events)
  webhooks create --url URL --event EVENT [...] [--description TEXT]   EVENT: task.created task.status_changed
                  task.message deposit.confirmed webhook.test or '*'; prints the secret once
  webhooks list
  webhooks get ID
  webhooks update ID [--url URL] [--event EVENT [...]] [--description TEXT]
  webhooks delete ID
  webhooks rotate ID                       a new secret; both sign for 24 hours
  webhooks test ID                         queues a webhook.test delivery
  webhooks deliveries ID [--limit N] [--cursor C]
  webhooks replay ID DELIVERY_ID           sends a delivery again, same webhook-id

Offline
  webhooks verify --secret S [--secret S2] --body-file FILE|- --header 'name: value' [...] [--tolerance SECONDS]
  credential decrypt --key PRIVATE_PEM --file JWE_JSON
  credential keygen --out NAME [--type EC|RSA]   writes NAME.key.pem and NAME.pub.pem

Options for every command
  --json             machine-readable output on stdout
  --api-key KEY      default $HANDOFF_API_KEY
  --base-url URL     default $HANDOFF_BASE_URL, else ${DEFAULT_BASE_URL}
  -h, --help
`;
