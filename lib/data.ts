import { RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AttributeType, Billing, ProjectionType, StreamViewType, TableV2, type ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import { TABLE_DEFINITION } from '../functions/store/table-definition';
import { OperatorAuth } from './auth';

/** Every key attribute is a string, as in the local table (`createTableInput`). */
const stringKey = (name: string) => ({ name, type: AttributeType.STRING });

/**
 * The stateful half of Handoff: the single table and the operators' user pool. They live
 * in their own stack so the stateless stack can be replaced or torn down without putting
 * the data or the logins at risk.
 */
export class DataStack extends Stack {
  readonly table: ITableV2;
  readonly operatorAuth: OperatorAuth;

  constructor(scope: Construct, id: string, props?: StackProps) {
    super(scope, id, props);
    const { partitionKey, sortKey, globalIndexes, ttlAttribute, streamView } = TABLE_DEFINITION;

    this.table = new TableV2(this, 'Table', {
      partitionKey: stringKey(partitionKey),
      sortKey: stringKey(sortKey),
      globalSecondaryIndexes: globalIndexes.map((index) => ({
        indexName: index.indexName,
        partitionKey: stringKey(index.partitionKey),
        sortKey: stringKey(index.sortKey),
        projectionType: ProjectionType.ALL,
      })),
      billing: Billing.onDemand(),
      timeToLiveAttribute: ttlAttribute,
      // The stream feeds committed outbox events to the callback sender.
      dynamoStream: StreamViewType[streamView],
      // The table holds balances and the money journal: it must survive mistakes.
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.operatorAuth = new OperatorAuth(this, 'OperatorAuth');
  }
}
