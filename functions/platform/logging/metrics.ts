import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { BUSINESS_METRICS, type BusinessMetric, METRICS_NAMESPACE } from '../../manifest/metric-names';
import { config } from '../settings';

export { BUSINESS_METRICS, type BusinessMetric, METRICS_NAMESPACE };

let created: Metrics | undefined;
/**
 * CloudWatch embedded metric format: the metrics are JSON lines on stdout, which Lambda ships to
 * CloudWatch Logs and CloudWatch extracts. No PutMetricData call, no client, no latency; locally
 * they cost nothing (the test stack files them with the handlers' logs: test/support/handler-logs.ts).
 * Made at the first metric counted, not when the function loads: most functions count none (and a
 * function whose code counts none does not bundle Powertools' Metrics at all).
 */
const metrics = (): Metrics => (created ??= new Metrics({ namespace: METRICS_NAMESPACE, serviceName: config.serviceName }));

/** Adds `value` to a metric of this invocation (flushed by flushMetrics when the handler ends). */
export const countMetric = (name: BusinessMetric, value = 1): void => {
  if (value !== 0) metrics().addMetric(name, MetricUnit.Count, value);
};

/** A level measured now (a balance, an age in hours): written even when 0, which is exactly when it matters. */
export const recordLevel = (name: BusinessMetric, value: number): void => {
  metrics().addMetric(name, MetricUnit.Count, value);
};

/**
 * A metric with its own dimensions, written at once: Powertools gives every metric of one EMF
 * record the same dimensions, so a dimensioned metric is a record of its own.
 */
export const countMetricBy = (name: BusinessMetric, dimensions: Record<string, string>, value = 1): void => {
  const single = metrics().singleMetric();
  single.addDimensions(dimensions);
  single.addMetric(name, MetricUnit.Count, value);
};

/**
 * Writes the invocation's metrics (one EMF line) and empties the buffer. Called once per
 * invocation by the handler wrappers (withLogContext, the API's middy stack); nothing is written
 * when nothing was counted (Powertools would warn about an empty flush).
 */
export const flushMetrics = (): void => {
  if (created?.hasStoredMetrics()) created.publishStoredMetrics();
};
