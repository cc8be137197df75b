import type { HandoffTool } from '../registry.js';
import { call, responseOf, withTaskId } from '../schemas.js';

export const retrieveCredential: HandoffTool = {
  name: 'retrieve_credential',
  title: 'Retrieve the credential of a CREDENTIAL task',
  description:
    'For a COMPLETED CREDENTIAL task (account creation, API key procurement...): the credential the operator submitted, as a JWE encrypted ' +
    'to the agent_public_key given at creation (decrypt it with your private key, e.g. decryptCredential of @handoff/sdk). The service ' +
    'never holds it in plaintext.',
  operationId: 'retrieveCredential',
  schemas: (operation) => ({
    inputSchema: withTaskId(operation),
    outputSchema: responseOf(operation, '200'),
  }),
  // A POST in the API, but it only reads.
  annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  run: ({ task_id }, { client }) => call(() => client.retrieveCredential(task_id as string)),
};
