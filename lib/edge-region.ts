/** CloudFront's web ACLs live in us-east-1, whatever the Region of the API: so does the edge stack. */
export const EDGE_REGION = 'us-east-1';
