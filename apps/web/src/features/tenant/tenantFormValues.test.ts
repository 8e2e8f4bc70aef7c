import { TenantCreate, type Tenant } from '@srd/contract';
import { describe, expect, it } from 'vitest';
import { fromFormValues, NEW_TENANT, toFormValues } from './tenantFormValues';

const stored: Tenant = {
  ...TenantCreate.parse({ name: 'City', status: 1 }),
  id: 7,
  shortName: 'C',
  logo: null,
  effectiveDate: null,
  expiryDate: null,
  subdomain: 'city',
  connectionString: '****abcd',
  sysClientName: 'Client',
  sysClientNameCht: null,
  sysClientNameChs: null,
  creUser: 1,
  creDttm: '2026-01-01T00:00:00Z',
  lupdUser: 1,
  lupdDttm: '2026-01-01T00:00:00Z',
};

describe('tenant form values', () => {
  it('starts a new tenant as a draft with the contract defaults', () => {
    expect(NEW_TENANT).toMatchObject({
      name: '',
      status: 2,
      defaultLang: 'en_US',
      modes: [],
      binConfig: { fullWeightKg: 100 },
      connectionString: '',
    });
  });

  it('edits a stored tenant without its read-only fields and with an empty connection string', () => {
    const values = toFormValues(stored);
    expect(values).not.toHaveProperty('id');
    expect(values).not.toHaveProperty('sysClientName');
    expect(values.connectionString).toBe('');
    expect(values.subdomain).toBe('city');
  });

  it('leaves an empty connection string out of the body and sends a typed one', () => {
    expect(fromFormValues(toFormValues(stored))).not.toHaveProperty('connectionString');
    expect(fromFormValues({ ...toFormValues(stored), connectionString: 'Host=db' }).connectionString).toBe('Host=db');
  });
});
