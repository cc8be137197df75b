import { describe, expect, it, vi } from 'vitest';
import { loadSettings } from '../../../../../functions/platform/settings/runtime';

const client = () => ({ middlewareStack: { add: () => undefined }, config: {} });

describe('Tracing (Powertools Tracer, X-Ray)', () => {
  it('is loaded in Lambda only, unless POWERTOOLS_TRACE_ENABLED=false: the local stack and tests never load it', () => {
    const tracing = (env: Record<string, string>) => loadSettings({ TABLE_NAME: 'handoff-test', ...env }).tracing;
    expect(tracing({})).toBe(false);
    expect(tracing({ AWS_LAMBDA_FUNCTION_NAME: 'HandoffWorkflows-Finalize' })).toBe(true);
    expect(tracing({ AWS_LAMBDA_FUNCTION_NAME: 'HandoffWorkflows-Finalize', POWERTOOLS_TRACE_ENABLED: 'false' })).toBe(false);
  });

  it('captures every AWS client, those created before the tracer was installed (module-level ones) and after', async () => {
    vi.resetModules();
    const { awsClient, captureAwsClients } = await import('../../../../../functions/platform/logging/aws-clients');
    const early = client();
    expect(awsClient(early)).toBe(early);
    const captured: unknown[] = [];
    captureAwsClients((c) => captured.push(c));
    const late = awsClient(client());
    expect(captured).toEqual([early, late]);
  });

  it('keeps only a few clients waiting in a function that never traces (the API functions)', async () => {
    vi.resetModules();
    const { awsClient, captureAwsClients } = await import('../../../../../functions/platform/logging/aws-clients');
    for (let i = 0; i < 100; i++) awsClient(client());
    const captured: unknown[] = [];
    captureAwsClients((c) => captured.push(c));
    expect(captured).toHaveLength(32);
  });
});
