import type { McpUiResourceCsp } from '@modelcontextprotocol/ext-apps';
import type { CallToolRequest, CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { build } from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import { repoRoot } from './bundles';

/**
 * The host side of MCP Apps bundled for the browser: ext-apps' AppBridge (the handshake, tool
 * input and result to the view, the view's requests back) over its PostMessageTransport.
 */
const hostBundle = async (): Promise<string> => {
  const built = await build({
    stdin: { contents: "export { AppBridge, PostMessageTransport } from '@modelcontextprotocol/ext-apps/app-bridge';", resolveDir: repoRoot },
    bundle: true,
    format: 'iife',
    globalName: 'McpAppsHost',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'error',
  });
  return built.outputFiles[0]!.text;
};

/**
 * The CSP a host enforces on a view, from its resource's `_meta.ui.csp` (as the extension maps the
 * domains): its own inline script and style, images from `resourceDomains`, connections to
 * `connectDomains`, nothing else.
 */
export const viewCsp = (csp: McpUiResourceCsp = {}): string =>
  [
    "default-src 'none'",
    "script-src 'unsafe-inline'",
    "style-src 'unsafe-inline'",
    `img-src data: ${(csp.resourceDomains ?? []).join(' ')}`.trim(),
    `connect-src ${csp.connectDomains?.length ? csp.connectDomains.join(' ') : "'none'"}`,
    `frame-src ${csp.frameDomains?.length ? csp.frameDomains.join(' ') : "'none'"}`,
    "base-uri 'none'",
  ].join('; ');

// In the page: the view in a sandboxed iframe (scripts, no same origin), its CSP first in its head;
// the bridge answers its initialize, then hands it the tool's input and result, forwards its
// tools/call to the test (`forwardToolCall`) and sizes the frame as the view asks.
const HOST_SCRIPT = `
window.showView = async ({ html, toolInput, toolResult }) => {
  const { AppBridge, PostMessageTransport } = McpAppsHost;
  const frame = document.createElement('iframe');
  frame.setAttribute('sandbox', 'allow-scripts');
  frame.title = 'Proof review';
  frame.style.cssText = 'width: 100%; height: 300px; border: 1px solid #ccc; border-radius: 8px';
  document.querySelector('main').append(frame);
  const bridge = new AppBridge(null, { name: 'Handoff test host', version: '1.0.0' }, { serverTools: {} }, { hostContext: { theme: 'light' } });
  bridge.oncalltool = (params) => window.forwardToolCall(params);
  bridge.onsizechange = ({ height }) => { if (height) frame.style.height = height + 'px'; };
  bridge.oninitialized = () => {
    bridge.sendToolInput({ arguments: toolInput });
    bridge.sendToolResult(toolResult);
  };
  await bridge.connect(new PostMessageTransport(frame.contentWindow, frame.contentWindow));
  frame.srcdoc = html;
};
`;

export interface ShownView {
  page: Page;
  /** The tools/call requests the view made, in order. */
  toolCalls: CallToolRequest['params'][];
}

/**
 * A minimal MCP Apps host in `browser` showing the view `html` (a ui:// resource's text) under the
 * CSP of its `_meta.ui.csp`, after a call of a tool linked to it (`toolInput`, `toolResult`); the
 * view's tool calls go to `callTool` (the test's MCP client of the real server).
 */
export const showView = async (
  browser: Browser,
  view: { html: string; csp?: McpUiResourceCsp; toolInput: Record<string, unknown>; toolResult: CallToolResult },
  callTool: (params: CallToolRequest['params']) => Promise<CallToolResult>,
): Promise<ShownView> => {
  const page = await browser.newPage({ viewport: { width: 720, height: 900 } });
  const toolCalls: CallToolRequest['params'][] = [];
  await page.exposeFunction('forwardToolCall', (params: CallToolRequest['params']) => {
    toolCalls.push(params);
    return callTool(params);
  });
  await page.setContent(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>MCP Apps host</title></head><body><main><h1>Chat</h1></main></body></html>`,
  );
  await page.addScriptTag({ content: await hostBundle() });
  await page.addScriptTag({ content: HOST_SCRIPT });
  const html = view.html.replace('<head>', `<head><meta http-equiv="Content-Security-Policy" content="${viewCsp(view.csp)}">`);
  await page.evaluate(`window.showView(${JSON.stringify({ html, toolInput: view.toolInput, toolResult: view.toolResult })})`);
  return { page, toolCalls };
};
