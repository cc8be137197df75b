/**
 * The proof-review view of the MCP server (an MCP App): a chat client that speaks MCP Apps renders
 * it inline when the model calls get_task or wait_for_task, and hands it the tool's result. The
 * agent's owner sees the task, its proof photos and the Guardian's review, and approves or rejects
 * the proof there: the buttons call the server's own verify_task tool through the host, which
 * holds the agent's credential. The view itself holds none and fetches nothing but the photos'
 * presigned URLs, which the resource's CSP allows.
 */
import { App, applyDocumentTheme, applyHostStyleVariables, type McpUiHostContext } from '@modelcontextprotocol/ext-apps';
import { render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { Schemas } from '../api-client';
import { usd } from '../screens/ui';
import './mcp-app.css';

type Task = Schemas['Task'];
type ToolResult = Awaited<ReturnType<App['callServerTool']>>;

/** The task a task tool answered with: get_task's result is the task, wait_for_task's holds it. */
const taskOf = (result: ToolResult): Task | undefined => {
  const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
  const content = result.structuredContent;
  const task = isObject(content) && 'task' in content ? content.task : content;
  return isObject(task) && 'task_id' in task ? (task as Task) : undefined;
};

/** A tool error's message, which is the API's own words. */
const textOf = (result: ToolResult): string =>
  result.content
    .map((part) => (part.type === 'text' ? part.text : ''))
    .join('')
    .trim();

const words = (code: string) => code.toLowerCase().replace(/_/g, ' ');

const app = new App({ name: 'Handoff proof review', version: '1.0.0' });

const followHost = (context: McpUiHostContext | undefined) => {
  if (context?.theme) applyDocumentTheme(context.theme);
  if (context?.styles?.variables) applyHostStyleVariables(context.styles.variables);
};

const ProofReview = () => {
  const [task, setTask] = useState<Task>();
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [reason, setReason] = useState('');

  useEffect(() => {
    // Set before connecting: the host may send the result as soon as the view is initialized.
    app.ontoolresult = (result) => {
      const shown = taskOf(result);
      if (shown) setTask(shown);
      else setProblem(textOf(result) || 'The tool answered no task.');
    };
    app.onhostcontextchanged = followHost;
    app
      .connect()
      .then(() => followHost(app.getHostContext()))
      .catch((error: unknown) => setProblem(error instanceof Error ? error.message : String(error)));
  }, []);

  if (!task) return <p class="muted">{problem ?? 'Waiting for the task…'}</p>;

  /** The owner's verdict through verify_task, then the task as it now is. */
  const decide = async (decision: 'APPROVE' | 'REJECT') => {
    setBusy(true);
    setProblem(undefined);
    try {
      const verdict = await app.callServerTool({
        name: 'verify_task',
        arguments: { task_id: task.task_id, decision, reason: decision === 'REJECT' ? reason.trim() : null },
      });
      if (verdict.isError) throw new Error(textOf(verdict));
      // The model did not see the click: the host adds this to what it reads next, where it can.
      if (app.getHostCapabilities()?.updateModelContext)
        await app
          .updateModelContext({ content: [{ type: 'text', text: `The agent's owner chose ${decision} on the proof of task ${task.task_id}.` }] })
          .catch(() => undefined);
      const fresh = await app.callServerTool({ name: 'get_task', arguments: { task_id: task.task_id } });
      const now = taskOf(fresh);
      if (fresh.isError || !now) throw new Error(textOf(fresh));
      setTask(now);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  const review = task.guardian_result;
  const photos = task.proof?.photos ?? [];
  return (
    <article>
      <h1>{task.title}</h1>
      <p>
        <span class="status" data-testid="status">
          {words(task.status)}
        </span>{' '}
        {usd(task.reward_usd)} reward{task.operator ? `, done by ${task.operator.name}` : ''}
      </p>
      {task.proof ? (
        <section>
          <h2>Proof</h2>
          {photos.length > 0 && (
            <ul class="photos" data-testid="photos">
              {photos.map((url, index) => (
                <li>
                  <img src={url} alt={`Proof ${index + 1} of ${photos.length}`} />
                </li>
              ))}
            </ul>
          )}
          {task.proof.notes && <p class="notes">{task.proof.notes}</p>}
        </section>
      ) : (
        <p class="muted">No proof submitted yet.</p>
      )}
      {review && (
        <section data-testid="guardian">
          <h2>Guardian's review</h2>
          <p>
            {words(review.decision)} ({Math.round(review.confidence * 100)}% confident): {review.reasoning}
          </p>
          <ul class="checks">
            {review.checks?.map((check) => (
              <li class={check.passed ? 'passed' : 'failed'}>
                {check.passed ? 'Passed' : 'Failed'} · {words(check.check)}: {check.detail}
              </li>
            ))}
            {review.requirements?.map((requirement) => (
              <li class={requirement.met ? 'passed' : 'failed'}>
                {requirement.met ? 'Met' : 'Not met'} · {requirement.requirement}: {requirement.reason}
              </li>
            ))}
          </ul>
        </section>
      )}
      {task.status === 'MANUAL_REVIEW' && (
        <section class="decide">
          <h2>Your decision</h2>
          <button type="button" class="approve" disabled={busy} onClick={() => decide('APPROVE')}>
            Approve and pay {usd(task.reward_usd)}
          </button>
          <label>
            Why you reject it (the operator reads this)
            <textarea value={reason} maxLength={2000} rows={2} onInput={(event) => setReason(event.currentTarget.value)} />
          </label>
          <button type="button" disabled={busy || !reason.trim()} onClick={() => decide('REJECT')}>
            Reject
          </button>
        </section>
      )}
      {problem && (
        <p role="alert" class="problem">
          {problem}
        </p>
      )}
    </article>
  );
};

render(<ProofReview />, document.getElementById('app')!);
