import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { McpUiResourceCsp } from '@modelcontextprotocol/ext-apps';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserForTests, expectAccessible } from '../support/browser';
import { repoRoot } from '../support/bundles';
import { mcpClient } from '../support/mcp-access';
import { showView } from '../support/mcp-app-host';
import { eventuallyStatus, proofTakenFarAway } from '../support/tasks';

/**
 * The proof-review MCP App in a host: the host reads the view named by get_task's
 * `_meta.ui.resourceUri` from the real /mcp, renders it in a sandboxed iframe under the CSP the
 * resource asks for, and hands it get_task's result; the owner approves from the view, whose
 * verify_task goes back through the host to /mcp with the agent's key. Screenshots:
 * test-results/mcp-app/01-proof-review.png, 02-approved.png.
 */
const SCREENSHOTS = join(repoRoot, 'test-results', 'mcp-app');
const browser = browserForTests();

/** Images that loaded (a broken presigned URL, or one the CSP refuses, leaves naturalWidth 0). */
const loadedWidths = (locator: Locator) =>
  locator.evaluateAll((images) => images.map((image) => (image as unknown as { naturalWidth: number }).naturalWidth));

describe('the proof-review MCP App', () => {
  it('shows a task in manual review with its photos and the Guardian’s checks, and Approve completes it', async () => {
    const { agent, taskId, agentView } = await proofTakenFarAway({ title: `Is the shop open? ${Date.now()}` });
    const mcp = await mcpClient(agent.apiKey);
    try {
      const { tools } = await mcp.listTools();
      const resourceUri = (tools.find((tool) => tool.name === 'get_task')?._meta?.ui as { resourceUri?: string } | undefined)?.resourceUri;
      expect(resourceUri).toBe('ui://handoff/proof-review.html');
      const { contents } = await mcp.readResource({ uri: resourceUri! });
      const [resource] = contents as unknown as { mimeType: string; text: string; _meta: { ui: { csp: McpUiResourceCsp } } }[];
      expect(resource!.mimeType).toBe('text/html;profile=mcp-app');
      // Images from the photo bucket (the local S3 server) alone, and no connection at all.
      const bucket = new URL(agentView.proof.photos[0]).origin;
      expect(resource!._meta.ui.csp).toMatchObject({ resourceDomains: [bucket], connectDomains: [] });

      const toolInput = { task_id: taskId };
      const toolResult = (await mcp.callTool({ name: 'get_task', arguments: toolInput })) as CallToolResult;
      const { page, toolCalls } = await showView(
        browser(),
        { html: resource!.text, csp: resource!._meta.ui.csp, toolInput, toolResult },
        async (params) => (await mcp.callTool(params)) as CallToolResult,
      );
      const view = page.frameLocator('iframe[title="Proof review"]');
      await view.getByRole('heading', { name: agentView.title }).waitFor();
      await expect(view.getByTestId('status').textContent()).resolves.toBe('manual review');
      await expect(view.locator('article').textContent()).resolves.toContain('$20.00 reward');
      const photos = view.getByTestId('photos').locator('img');
      await expect.poll(() => loadedWidths(photos), { timeout: 10_000 }).toEqual([640]);
      const guardian = view.getByTestId('guardian');
      await expect(guardian.locator('li.failed').filter({ hasText: 'Failed · gps location: taken' }).count()).resolves.toBe(1);
      await expect(guardian.textContent()).resolves.toContain(agentView.guardian_result.reasoning);
      // Reject waits for a reason.
      await expect(view.getByRole('button', { name: 'Reject' }).isDisabled()).resolves.toBe(true);
      mkdirSync(SCREENSHOTS, { recursive: true });
      await page.screenshot({ path: join(SCREENSHOTS, '01-proof-review.png'), fullPage: true });
      const frame = page.frames().find((candidate) => candidate !== page.mainFrame());
      await expectAccessible(frame!, 'proof review');

      await view.getByRole('button', { name: 'Approve and pay $20.00' }).click();
      await expect(eventuallyStatus(agent, taskId, 'COMPLETED')).resolves.toMatchObject({ status: 'COMPLETED' });
      await view
        .getByTestId('status')
        .filter({ hasText: /^(verified|completed)$/ })
        .waitFor();
      expect(toolCalls).toEqual([
        expect.objectContaining({ name: 'verify_task', arguments: { task_id: taskId, decision: 'APPROVE', reason: null } }),
        expect.objectContaining({ name: 'get_task', arguments: { task_id: taskId } }),
      ]);
      await expect(view.getByRole('button', { name: /Approve/ }).count()).resolves.toBe(0);
      await page.screenshot({ path: join(SCREENSHOTS, '02-approved.png'), fullPage: true });
      await page.close();
    } finally {
      await mcp.close();
    }
  }, 120_000);
});
