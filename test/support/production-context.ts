/** Everything the production stage requires, set (CDK context): for synth tests and for the settings' own. */
export const PRODUCTION_CONTEXT = {
  stage: 'prod',
  account: '111111111111',
  region: 'eu-west-1',
  adminApiKeySha256: 'ab'.repeat(32),
  chainRpcUrlParameter: '/handoff/prod/chain-rpc-url',
  depositAddress: '0x52908400098527886E0F7030069857D2E4169EE7',
  mailFrom: 'no-reply@handoff.dev',
  alarmEmail: 'oncall@handoff.dev',
};
