import * as z from 'zod/mini';
import { CURRENCY, toDollars } from '../../../../platform/kernel/money';
import { csvText, toCsv } from '../../../../platform/wire/csv';
import { withMeta } from '../../../../platform/wire/meta';
import { timestamp, usd } from '../../../../platform/wire/schemas';
import { operatorHandler } from '../../../accounts/operators/wiring/operator-handler';
import { MAX_STATEMENT_DAYS, STATEMENT_KINDS, type Statement } from '../../../money/earnings/domain';
import { getStatement } from '../../../money/earnings/use-cases';
import { statementReads } from '../wiring/earnings';

const day = withMeta(z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'must be a date YYYY-MM-DD')), {
  description: 'A UTC day, YYYY-MM-DD',
});

const query = z.object({
  from: withMeta(day, { description: 'The first day of the statement (UTC, inclusive)' }),
  to: withMeta(day, { description: `The last day (UTC, inclusive): at most ${MAX_STATEMENT_DAYS} days after from` }),
  format: withMeta(z._default(z.enum(['json', 'csv']), 'json'), { description: 'csv: a download (text/csv) with a header row' }),
});

const statementSchema = /* @__PURE__ */ withMeta(
  /* @__PURE__ */ z.object({
    from: /* @__PURE__ */ z.string(),
    to: /* @__PURE__ */ z.string(),
    currency: /* @__PURE__ */ z.literal(CURRENCY),
    lines: /* @__PURE__ */ z.array(
      /* @__PURE__ */ z.object({
        date: /* @__PURE__ */ withMeta(timestamp, { description: 'When the money moved' }),
        kind: /* @__PURE__ */ withMeta(/* @__PURE__ */ z.enum(STATEMENT_KINDS), {
          description:
            'reward, tip, kill_fee (a cancel from ACCEPTED): in; payout (what reached the address; a failed one returns) and payout_fee: out',
        }),
        task_id: /* @__PURE__ */ z.nullable(/* @__PURE__ */ z.string()),
        description: /* @__PURE__ */ z.string(),
        amount_usd: /* @__PURE__ */ withMeta(usd, { description: 'Positive in, negative out' }),
      }),
    ),
    totals: /* @__PURE__ */ z.object({
      reward_usd: usd,
      tip_usd: usd,
      kill_fee_usd: usd,
      payout_usd: usd,
      payout_fee_usd: usd,
      net_usd: /* @__PURE__ */ withMeta(usd, { description: 'The sum of the lines' }),
    }),
  }),
  { id: 'EarningsStatement', description: "Every money line of the operator's in the period, from the journal, oldest first" },
);

const responses = !import.meta.bundled && {
  // format=csv: text/csv (date,kind,task_id,description,amount_usd, then a total row).
  200: z.union([statementSchema, csvText]),
};

const CSV_HEADER = ['date', 'kind', 'task_id', 'description', 'amount_usd'];

const csvOf = (statement: Statement) =>
  toCsv(CSV_HEADER, [
    ...statement.lines.map((line) => [line.date, line.kind, line.taskId, line.description, toDollars(line.amount)]),
    ['', 'total', '', 'Net for the period', toDollars(statement.totals.net)],
  ]);

export const handler = operatorHandler({ query, responses })(async (request) => {
  const { from, to, format } = request.query;
  const statement = await getStatement(statementReads, request.principal.operatorId, from, to);
  if (format === 'csv')
    return {
      status: 200,
      body: csvOf(statement),
      headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="earnings-${from}-to-${to}.csv"` },
    };
  const { totals } = statement;
  return {
    status: 200,
    body: {
      from,
      to,
      currency: CURRENCY,
      lines: statement.lines.map((line) => ({
        date: line.date,
        kind: line.kind,
        task_id: line.taskId ?? null,
        description: line.description,
        amount_usd: toDollars(line.amount),
      })),
      totals: {
        reward_usd: toDollars(totals.reward),
        tip_usd: toDollars(totals.tip),
        kill_fee_usd: toDollars(totals.kill_fee),
        payout_usd: toDollars(totals.payout),
        payout_fee_usd: toDollars(totals.payout_fee),
        net_usd: toDollars(totals.net),
      },
    },
  };
});
