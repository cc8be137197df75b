import { GetParameterCommand, SSMClient } from '@aws-sdk/client-ssm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RPC_URL_MAX_AGE_SECONDS, resolveRpcUrl, ssmParameterReader } from '../../../../../functions/adapters/chain/rpc-url';

const PARAMETER = '/handoff/prod/chain-rpc-url';

/** The SSM reader over a real SDK client whose `send` answers from `values` instead of AWS, counting the calls. */
const stubbedSsm = (values: Record<string, string>) => {
  const client = new SSMClient({ region: 'eu-west-1', credentials: { accessKeyId: 'test', secretAccessKey: 'test' } });
  const send = vi.fn(async (command: GetParameterCommand) => {
    const name = command.input.Name!;
    if (!(name in values)) throw Object.assign(new Error(`Parameter ${name} not found`), { name: 'ParameterNotFound' });
    return { Parameter: { Name: name, Type: 'SecureString', Value: values[name] } };
  });
  client.send = send as never;
  return { reader: ssmParameterReader(async () => client), send, values };
};

describe('The chain RPC URL: plain locally, from SSM when deployed', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('takes CHAIN_RPC_URL as it is and never asks SSM', async () => {
    const ssm = stubbedSsm({});
    expect(await resolveRpcUrl({ rpcUrl: 'http://127.0.0.1:8545', rpcUrlParameter: undefined }, ssm.reader)).toBe('http://127.0.0.1:8545');
    expect(ssm.send).not.toHaveBeenCalled();
  });

  it('reads the parameter CHAIN_RPC_URL_PARAMETER names, decrypted, once per cache period', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const ssm = stubbedSsm({ [PARAMETER]: 'https://base-mainnet.example/v2/secret-key' });
    const source = { rpcUrl: undefined, rpcUrlParameter: PARAMETER };
    expect(await resolveRpcUrl(source, ssm.reader)).toBe('https://base-mainnet.example/v2/secret-key');
    expect(ssm.send).toHaveBeenCalledTimes(1);
    const [command] = ssm.send.mock.calls[0]!;
    expect(command).toBeInstanceOf(GetParameterCommand);
    expect(command.input).toEqual({ Name: PARAMETER, WithDecryption: true });

    // Within the cache period: the same URL, no call; after it, a rotated URL is read.
    ssm.values[PARAMETER] = 'https://base-mainnet.example/v2/rotated-key';
    vi.advanceTimersByTime((RPC_URL_MAX_AGE_SECONDS - 1) * 1000);
    expect(await resolveRpcUrl(source, ssm.reader)).toBe('https://base-mainnet.example/v2/secret-key');
    expect(ssm.send).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2000);
    expect(await resolveRpcUrl(source, ssm.reader)).toBe('https://base-mainnet.example/v2/rotated-key');
    expect(ssm.send).toHaveBeenCalledTimes(2);
  });

  it('refuses a parameter that holds no https URL, naming the parameter and never its value', async () => {
    for (const value of ['http://base-mainnet.example/v2/secret-key', 'secret-key']) {
      const ssm = stubbedSsm({ [PARAMETER]: value });
      const failure = resolveRpcUrl({ rpcUrl: undefined, rpcUrlParameter: PARAMETER }, ssm.reader);
      await expect(failure).rejects.toThrow(`SSM parameter ${PARAMETER} must hold an https URL`);
      await expect(failure).rejects.not.toThrow(/secret-key/);
    }
  });

  it('fails loudly when the parameter cannot be read, and without a chain at all', async () => {
    await expect(resolveRpcUrl({ rpcUrl: undefined, rpcUrlParameter: PARAMETER }, stubbedSsm({}).reader)).rejects.toThrow();
    await expect(resolveRpcUrl({ rpcUrl: undefined, rpcUrlParameter: undefined }, stubbedSsm({}).reader)).rejects.toThrow(
      'No chain configured: set CHAIN_RPC_URL or CHAIN_RPC_URL_PARAMETER',
    );
  });
});
