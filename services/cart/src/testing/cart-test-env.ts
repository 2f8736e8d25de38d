import { serviceTestVariables } from '@lumina/platform/testing';
import { cartEnvSchema, type CartConfig } from '../config';

export { newSessionId, suitePrefix } from '@lumina/platform/testing';

export function cartTestConfig(keyPrefix: string, overrides: Record<string, string> = {}): CartConfig {
  return cartEnvSchema.parse(serviceTestVariables(keyPrefix, overrides));
}
