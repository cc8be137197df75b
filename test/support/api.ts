import { inject } from 'vitest';
import { assertMatchesContract } from './contract';

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface RequestOptions {
  body?: unknown;
  /** Sent as-is, for malformed payloads. */
  rawBody?: string;
  apiKey?: string;
  headers?: Record<string, string>;
}

let baseUrl: string | undefined;

/** Points `api` at a stack the test file started itself (with settings of its own) instead of the suite's. */
export const useStack = (url: string): void => {
  baseUrl = url;
};

/** Calls the local stack over real HTTP, as a client would; the response must be one openapi.yaml describes. */
export const api = async <T = any>(method: string, path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> => {
  const headers: Record<string, string> = { ...options.headers };
  if (options.apiKey) headers['x-api-key'] = options.apiKey;
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] = 'application/json';
  }
  const response = await fetch(`${baseUrl ?? inject('baseUrl')}${path}`, { method, headers, body });
  const text = await response.text();
  const parsed = text ? JSON.parse(text) : undefined;
  assertMatchesContract(method, path, response.status, parsed);
  return { status: response.status, body: parsed, headers: response.headers };
};

let counter = 0;
export const uniqueEmail = (label = 'agent'): string => `${label}.${Date.now().toString(36)}.${process.pid}.${++counter}@example.com`;

export interface RegisteredAgent {
  agentId: string;
  apiKey: string;
  keyId: string;
  email: string;
}

export const registerAgent = async (overrides: Record<string, unknown> = {}): Promise<RegisteredAgent> => {
  const email = uniqueEmail();
  const { status, body } = await api('POST', '/api/v1/agents/register', {
    body: { name: 'Test Agent', email, company: 'Acme', ...overrides },
  });
  if (status !== 201) throw new Error(`register failed: ${status} ${JSON.stringify(body)}`);
  return { agentId: body.agent_id, apiKey: body.api_key, keyId: body.key_id, email: (overrides.email as string) ?? email };
};

/** The verification token from the newest mail the service captured for `email`. */
export const latestVerificationToken = async (email: string): Promise<string> => {
  const { body } = await api('GET', `/dev/emails?to=${encodeURIComponent(email)}`);
  const token = body.data.at(-1)?.verification_token;
  if (!token) throw new Error(`no verification mail for ${email}`);
  return token;
};

export const ISO_MILLIS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
