import { RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AttributeType, Billing, ProjectionType, StreamViewType, TableV2, type ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import { TABLE_DEFINITION } from '../functions/store/table-definition';

/** Every key attribute is a string, as in the local table (`createTableInput`). */
const stringKey = (name: string) => ({ name, type: AttributeType.STRING });

/**
 * The stateful half of Handoff: the single table. It lives in its own stack so the
 * stateless stack can be replaced or torn down without putting the data at risk.
 */
export class DataStack extends Stack {
  readonly table: ITableV2;

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
  }
}
