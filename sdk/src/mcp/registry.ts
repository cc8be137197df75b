/**
 * The tools, one file each under ./tools, and how a server serves them. A tool is written against
 * the API's schemas (./schemas.ts) and listed in the subset OpenAI's strict mode accepts
 * (../strict-schema.ts): arguments cross it into API requests, answers out of API responses. They
 * are checked with one JSON Schema validator, on the protocol's low-level `Server`: `McpServer`
 * takes Standard Schemas and answers an unknown tool with a protocol error where the model should
 * read a tool error, and its tools/call has no place for a 2025-era task request.
 */
import type { CallToolResult, Task as McpTask, Server, Tool, ToolAnnotations } from '@modelcontextprotocol/server';
import { ProtocolError, ProtocolErrorCode } from '@modelcontextprotocol/server';
import { CfWorkerJsonSchemaValidator } from '@modelcontextprotocol/server/validators/cf-worker';
import { type AgentOperation, agentOperations, type OperationSchemas } from '../api-schemas.js';
import type { operations } from '../api-types.generated.js';
import type { HandoffClient } from '../client.js';
import { fromWire, strictSchema, toWire } from '../strict-schema.js';
import { type ObjectSchema, ok, refusalOf, toolError } from './schemas.js';
import { declaresTasksExtension, extensionTask, type WaitTaskStore } from './tasks.js';
import { approveEstimate } from './tools/approve-estimate.js';
import { cancelTask } from './tools/cancel-task.js';
import { createBatch } from './tools/create-batch.js';
import { createTask } from './tools/create-task.js';
import { createTaskFromTemplate } from './tools/create-task-from-template.js';
import { getBalance } from './tools/get-balance.js';
import { getBatch } from './tools/get-batch.js';
import { getCallbackDeliveries } from './tools/get-callback-deliveries.js';
import { getDepositAddress } from './tools/get-deposit-address.js';
import { getTask } from './tools/get-task.js';
import { listMessages } from './tools/list-messages.js';
import { listTasks } from './tools/list-tasks.js';
import { quoteTask } from './tools/quote-task.js';
import { rejectEstimate } from './tools/reject-estimate.js';
import { retrieveCredential } from './tools/retrieve-credential.js';
import { sendMessage } from './tools/send-message.js';
import { tipOperator } from './tools/tip-operator.js';
import { verifyTask } from './tools/verify-task.js';
import { waitForTask } from './tools/wait-for-task.js';

/** What a tool acts with: the agent's client, and how its waits run. */
export interface ToolContext {
  client: HandoffClient;
  /** Runs each wait (the hosted server bounds how many of one key's run at once); what it throws is the call's tool error. */
  holdWait: <T>(wait: () => Promise<T>) => Promise<T>;
  waits: WaitTaskStore;
}

/** A tool as written: the API's schemas, and what it does with (validated, API-shaped) arguments. */
export interface HandoffTool {
  name: string;
  title: string;
  description: string;
  /** The API operation behind it, whose schemas its own are cut from. */
  operationId: keyof operations;
  schemas(operation: OperationSchemas): { inputSchema: ObjectSchema; outputSchema: ObjectSchema };
  annotations: ToolAnnotations;
  /** Listed as it is (an MCP Apps view, say). */
  _meta?: Record<string, unknown>;
  run(args: Record<string, unknown>, context: ToolContext): Promise<CallToolResult>;
  /**
   * Runs the call as a task instead, answered at once: of the 2025 era's MCP Tasks (then tasks/get
   * and tasks/result; the tool is listed with `execution.taskSupport: 'optional'`), or of the
   * 2026-07-28 Tasks extension, for a client that declares it (then tasks/get).
   */
  startTask?(args: Record<string, unknown>, context: ToolContext, ttl: number | undefined): Promise<McpTask>;
}

export const TOOLS: readonly HandoffTool[] = [
  createTask,
  createTaskFromTemplate,
  getTask,
  listTasks,
  waitForTask,
  approveEstimate,
  rejectEstimate,
  verifyTask,
  cancelTask,
  createBatch,
  getBatch,
  quoteTask,
  tipOperator,
  sendMessage,
  listMessages,
  getBalance,
  getDepositAddress,
  getCallbackDeliveries,
  retrieveCredential,
];

/**
 * The validator of each schema, compiled the first time a tool needs it and kept for the life of
 * the process, by the schema's JSON text: the hosted endpoint makes a server per request, and
 * should not compile the same schema each time. One JSON Schema validator serves every server of
 * the process, the SDK's own included.
 */
let validator: CfWorkerJsonSchemaValidator | undefined;
export const jsonSchemaValidator = () => (validator ??= new CfWorkerJsonSchemaValidator());
const compiled = new Map<string, (input: unknown) => { valid: boolean; data?: unknown; errorMessage?: string }>();
const validatorOf = (schema: object) => {
  const key = JSON.stringify(schema);
  let validate = compiled.get(key);
  if (!validate) {
    validate = jsonSchemaValidator().getValidator(schema as Parameters<CfWorkerJsonSchemaValidator['getValidator']>[0]);
    compiled.set(key, validate);
  }
  return validate;
};

/** Each tool as listed (strict), and the schema its arguments are checked against (optional ones may be left out). */
const listing = (operation: AgentOperation) =>
  TOOLS.map((tool) => {
    const { inputSchema, outputSchema } = tool.schemas(operation(tool.operationId));
    return {
      tool,
      inputSchema,
      outputSchema,
      accepts: strictSchema(inputSchema, false) as ObjectSchema,
      definition: {
        name: tool.name,
        title: tool.title,
        description: tool.description,
        inputSchema: strictSchema(inputSchema) as Tool['inputSchema'],
        outputSchema: strictSchema(outputSchema) as Tool['inputSchema'],
        annotations: tool.annotations,
        ...(tool.startTask ? { execution: { taskSupport: 'optional' as const } } : {}),
        ...(tool._meta ? { _meta: tool._meta } : {}),
      } satisfies Tool,
    };
  });

let listed: Promise<ReturnType<typeof listing>> | undefined;
/** The tools as listed, built once per process from the API's schemas at the first tools/list or tools/call. */
const listedTools = () => (listed ??= agentOperations().then(listing));

/**
 * Serves the tools on `server`: tools/list, and tools/call with each tool's arguments and answer
 * checked, for a client of `era` (which says how a call becomes a task).
 */
export const serveTools = (server: Server, context: ToolContext, era: 'legacy' | 'modern'): void => {
  server.setRequestHandler('tools/list', async () => ({ tools: (await listedTools()).map(({ definition }) => definition) }));
  // As the SDK's McpServer answers: arguments a tool's schema refuses and a result that breaks its
  // output schema are tool errors, which the model reads, not protocol errors; so is an unknown tool.
  server.setRequestHandler('tools/call', async ({ params }, ctx) => {
    const task = era === 'legacy' ? (params as { task?: { ttl?: number } }).task : undefined;
    // A 2025-era task request is answered with the task (CreateTaskResult), so a refusal of one is a protocol error.
    const refuse = (message: string) => {
      if (task) throw new ProtocolError(ProtocolErrorCode.InvalidParams, message);
      return toolError(message);
    };
    const entry = (await listedTools()).find(({ tool }) => tool.name === params.name);
    if (!entry) return refuse(`Tool ${params.name} not found`);
    const input = validatorOf(entry.accepts)(params.arguments ?? {});
    if (!input.valid) return refuse(`Input validation error: Invalid arguments for tool ${params.name}: ${input.errorMessage}`);
    const args = toWire(entry.inputSchema, input.data) as Record<string, unknown>;
    if (task) {
      if (!entry.tool.startTask) return refuse(`Tool ${params.name} does not run as a task`);
      const started = await entry.tool.startTask(args, context, task.ttl).catch((error) => {
        throw new ProtocolError(ProtocolErrorCode.InvalidParams, refusalOf(error));
      });
      // The SDK checks a tools/call answer as a tool result, which one carrying a task passes with its (empty) content said.
      return { content: [], task: started } as CallToolResult;
    }
    // In the Tasks extension the server decides: a tool that runs as a task does so for every client declaring it.
    if (era === 'modern' && entry.tool.startTask && declaresTasksExtension(ctx.mcpReq.envelope)) {
      try {
        const started = extensionTask(await entry.tool.startTask(args, context, undefined));
        // A CreateTaskResult in lieu of the tool's: the SDK passes a tools/call result of another resultType on as it is.
        return { resultType: 'task', ...started } as unknown as CallToolResult;
      } catch (error) {
        return toolError(error);
      }
    }
    const result = await entry.tool.run(args, context).catch(toolError);
    if (result.isError) return result;
    const answer = ok(fromWire(entry.outputSchema, result.structuredContent));
    const output = validatorOf(entry.definition.outputSchema)(answer.structuredContent);
    if (!output.valid) return toolError(`Output validation error: Invalid structured content for tool ${params.name}: ${output.errorMessage}`);
    return server.projectCallToolResult(answer, entry.definition.outputSchema);
  });
};
