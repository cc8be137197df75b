import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { type IGrantable, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { KEY_USE_ATTRIBUTES, TABLE_ACTIONS } from '../functions/manifest/table-access';
import { TABLE_DEFINITION } from '../functions/manifest/table-definition';
import { tableAccessOf } from '../functions/manifest/table-permissions';

/**
 * Grants a handler's function exactly the table actions its declaration names (functions/
 * table-permissions.ts), on the table and its indexes; nothing for `none`. An agent-authenticated
 * reader may also update its API key's `last_used_at`, and no other attribute.
 */
export const grantTableAccess = (fn: IGrantable, table: ITableV2, handler: string): void => {
  const { access, recordsKeyUse } = tableAccessOf(handler);
  // Each index by name: a query may use only the indexes the table definition has.
  const resources = [table.tableArn, ...TABLE_DEFINITION.globalIndexes.map((index) => `${table.tableArn}/index/${index.indexName}`)];
  const actions = TABLE_ACTIONS[access].map((action) => `dynamodb:${action}`);
  if (actions.length) fn.grantPrincipal.addToPrincipalPolicy(new PolicyStatement({ actions, resources }));
  if (access === 'read' && recordsKeyUse) {
    fn.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({
        actions: ['dynamodb:UpdateItem'],
        resources: [table.tableArn],
        conditions: { 'ForAllValues:StringEquals': { 'dynamodb:Attributes': [...KEY_USE_ATTRIBUTES] } },
      }),
    );
  }
};
