import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionFailed } from '../../../../platform/kernel/conditions';
import { ddb, TABLE_NAME } from '../../../../platform/table/client';
import { queryAll } from '../../../../platform/table/query';
import { parseItem } from '../../../../platform/table/read-item';
import { transactWrite } from '../../../../platform/table/transactions';
import { agentsKeys } from '../../../accounts/agents/store/keys';
import { storedResultSchema } from '../../tasks/store';
import type { Template } from '../domain/templates';
import { templateErrors } from '../errors';
import { templatesKeys } from './keys';
import { templateItem } from './template-item';

export const getTemplate = async (agentId: string, templateId: string): Promise<Template | undefined> => {
  const { Item } = await ddb.send(
    new GetCommand({ TableName: TABLE_NAME, Key: templatesKeys.agentTemplate(agentId, templateId), ConsistentRead: true }),
  );
  return Item && parseItem(templateItem, Item);
};

/** The agent's templates, oldest first (at most MAX_TEMPLATES_PER_AGENT, so one query's pages). */
export const listTemplates = async (agentId: string): Promise<Template[]> => {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': agentsKeys.agent(agentId).pk, ':prefix': templatesKeys.agentTemplatePrefix },
    ConsistentRead: true,
  });
  return items.map((item) => parseItem(templateItem, item)).sort((a, b) => (a.created_at ?? '').localeCompare(b.created_at ?? ''));
};

/**
 * The template and its count on the agent in one transaction, conditioned on the count being below
 * `limit`: of simultaneous creations only as many as the limit allows pass.
 */
export const insertTemplate = async (template: Template & { agent_id: string }, limit: number): Promise<void> => {
  try {
    await transactWrite([
      {
        Update: {
          TableName: TABLE_NAME,
          Key: templatesKeys.agentTemplateCount(template.agent_id),
          UpdateExpression: 'SET held = if_not_exists(held, :zero) + :one',
          ConditionExpression: 'attribute_not_exists(held) OR held < :limit',
          ExpressionAttributeValues: { ':zero': 0, ':one': 1, ':limit': limit },
        },
        condition: 'templates_below_limit',
      },
      {
        Put: {
          TableName: TABLE_NAME,
          Item: {
            ...templatesKeys.agentTemplate(template.agent_id, template.template_id),
            ...template,
            ...(template.result_schema ? { result_schema: storedResultSchema(template.result_schema) } : {}),
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
        condition: 'item_absent',
      },
    ]);
  } catch (error) {
    if (error instanceof ConditionFailed && error.condition === 'templates_below_limit') throw templateErrors.tooManyTemplates(limit);
    throw error;
  }
};

/** Deletes the template and frees its slot in one transaction: of two deletions one frees it. */
export const deleteTemplate = async (agentId: string, templateId: string): Promise<boolean> => {
  try {
    await transactWrite([
      {
        Delete: { TableName: TABLE_NAME, Key: templatesKeys.agentTemplate(agentId, templateId), ConditionExpression: 'attribute_exists(pk)' },
        condition: 'template_exists',
      },
      {
        Update: {
          TableName: TABLE_NAME,
          Key: templatesKeys.agentTemplateCount(agentId),
          UpdateExpression: 'SET held = held - :one',
          ConditionExpression: 'held > :zero',
          ExpressionAttributeValues: { ':zero': 0, ':one': 1 },
        },
      },
    ]);
    return true;
  } catch (error) {
    if (error instanceof ConditionFailed && error.condition === 'template_exists') return false;
    throw error;
  }
};
