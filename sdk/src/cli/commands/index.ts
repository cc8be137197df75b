import type { Command } from '../command.js';
import { audit } from './audit.js';
import { balance } from './balance.js';
import { batchesCancel } from './batches/cancel.js';
import { batchesCreate } from './batches/create.js';
import { batchesGet } from './batches/get.js';
import { credentialDecrypt } from './credential/decrypt.js';
import { credentialKeygen } from './credential/keygen.js';
import { depositsAddress } from './deposits/address.js';
import { depositsGet } from './deposits/get.js';
import { depositsReport } from './deposits/report.js';
import { keysCreate } from './keys/create.js';
import { keysList } from './keys/list.js';
import { keysRevoke } from './keys/revoke.js';
import { me } from './me.js';
import { register } from './register.js';
import { tasksApproveEstimate } from './tasks/approve-estimate.js';
import { tasksCallbacks } from './tasks/callbacks.js';
import { tasksCancel } from './tasks/cancel.js';
import { tasksCreate } from './tasks/create.js';
import { tasksCredential } from './tasks/credential.js';
import { tasksGet } from './tasks/get.js';
import { tasksList } from './tasks/list.js';
import { tasksMessage } from './tasks/message.js';
import { tasksMessages } from './tasks/messages.js';
import { tasksQuote } from './tasks/quote.js';
import { tasksRate } from './tasks/rate.js';
import { tasksRejectEstimate } from './tasks/reject-estimate.js';
import { tasksTip } from './tasks/tip.js';
import { tasksVerify } from './tasks/verify.js';
import { tasksWait } from './tasks/wait.js';
import { templatesCreate } from './templates/create.js';
import { templatesDelete } from './templates/delete.js';
import { templatesGet } from './templates/get.js';
import { templatesList } from './templates/list.js';
import { walletBind } from './wallet/bind.js';
import { walletShow } from './wallet/show.js';
import { webhooksCreate } from './webhooks/create.js';
import { webhooksDelete } from './webhooks/delete.js';
import { webhooksDeliveries } from './webhooks/deliveries.js';
import { webhooksGet } from './webhooks/get.js';
import { webhooksList } from './webhooks/list.js';
import { webhooksReplay } from './webhooks/replay.js';
import { webhooksRotate } from './webhooks/rotate.js';
import { webhooksTest } from './webhooks/test.js';
import { webhooksUpdate } from './webhooks/update.js';
import { webhooksVerify } from './webhooks/verify.js';

/** Every command by its words, in the order `handoff --help` lists them. */
export const COMMANDS: Record<string, Command> = {
  register,
  me,
  balance,
  'keys list': keysList,
  'keys create': keysCreate,
  audit,
  'keys revoke': keysRevoke,
  'wallet bind': walletBind,
  'wallet show': walletShow,
  'deposits address': depositsAddress,
  'deposits report': depositsReport,
  'deposits get': depositsGet,
  'tasks create': tasksCreate,
  'batches create': batchesCreate,
  'batches get': batchesGet,
  'batches cancel': batchesCancel,
  'templates list': templatesList,
  'templates create': templatesCreate,
  'templates get': templatesGet,
  'templates delete': templatesDelete,
  'webhooks create': webhooksCreate,
  'webhooks list': webhooksList,
  'webhooks get': webhooksGet,
  'webhooks update': webhooksUpdate,
  'webhooks delete': webhooksDelete,
  'webhooks rotate': webhooksRotate,
  'webhooks test': webhooksTest,
  'webhooks deliveries': webhooksDeliveries,
  'webhooks replay': webhooksReplay,
  'tasks list': tasksList,
  'tasks get': tasksGet,
  'tasks wait': tasksWait,
  'tasks cancel': tasksCancel,
  'tasks approve-estimate': tasksApproveEstimate,
  'tasks reject-estimate': tasksRejectEstimate,
  'tasks verify': tasksVerify,
  'tasks credential': tasksCredential,
  'tasks callbacks': tasksCallbacks,
  'tasks rate': tasksRate,
  'tasks quote': tasksQuote,
  'tasks tip': tasksTip,
  'tasks message': tasksMessage,
  'tasks messages': tasksMessages,
  'webhooks verify': webhooksVerify,
  'credential decrypt': credentialDecrypt,
  'credential keygen': credentialKeygen,
};
