import { describe, expect, it } from 'vitest';
import {
  defaultSponsorshipMessage,
  disabledPaths,
  fillOfferText,
  firstNameOf,
  formatEuro,
  paidPathsAllowed,
  parseService,
  sponsorSendDisabled,
  sponsorshipMessageToSend,
} from './offers';
import { SPONSOR_MISSING_INFO, sponsorshipFormSchema } from './contracts/offers';

describe('paid paths by age', () => {
  it('unknown age: the flow age (25) may buy Talk and Strategy; Show is never disabled', () => {
    expect(paidPathsAllowed()).toBe(true);
    expect(disabledPaths()).toEqual({ talk: false, strategy: false, show: false });
    expect(disabledPaths({ under18: null })).toEqual({ talk: false, strategy: false, show: false });
  });
  it('known to be under 18: Talk and Strategy disabled, Show open', () => {
    expect(disabledPaths({ under18: true })).toEqual({ talk: true, strategy: true, show: false });
    expect(disabledPaths({ age: 17 })).toEqual({ talk: true, strategy: true, show: false });
    expect(paidPathsAllowed({ age: 18 })).toBe(true);
    expect(paidPathsAllowed({ under18: false })).toBe(true);
  });
});

describe('links and prices', () => {
  it('service defaults to talk', () => {
    expect(parseService('strategy')).toBe('strategy');
    expect(parseService('talk')).toBe('talk');
    expect(parseService(null)).toBe('talk');
    expect(parseService('STRATEGY')).toBe('talk');
  });
  it('euros without needless decimals', () => {
    expect(formatEuro(900)).toBe('€9');
    expect(formatEuro(9000)).toBe('€90');
    expect(formatEuro(950)).toBe('€9.50');
  });
  it('fills placeholders and leaves unknown ones', () => {
    expect(fillOfferText('Help {firstName} {x}', { firstName: 'Robin' })).toBe('Help Robin {x}');
  });
  it('first names', () => {
    expect(firstNameOf('  Robin  Lee ')).toBe('Robin');
    expect(firstNameOf('', 'friend')).toBe('friend');
    expect(firstNameOf(null)).toBe('me');
  });
});

describe('sponsorship message', () => {
  it('is personalised with first name, program and price', () => {
    const talk = defaultSponsorshipMessage({ name: 'Robin Lee', service: 'talk', brand: 'FutureSelf' });
    expect(talk).toContain('FutureSelf Talk (€9/month)');
    expect(talk.endsWith('Robin')).toBe(true);
    const strategy = defaultSponsorshipMessage({ name: 'Ana', service: 'strategy', brand: 'Acme' });
    expect(strategy).toContain('Strategic Foresight Sprint (€90)');
    expect(strategy).toContain('with Acme');
    expect(strategy.endsWith('Ana')).toBe(true);
  });
  it('without a name it ends cleanly', () => {
    const m = defaultSponsorshipMessage({ name: null, service: 'talk', brand: 'FutureSelf' });
    expect(m.endsWith('a lot.')).toBe(true);
  });
  it('a custom message replaces the default; blank keeps the default', () => {
    expect(sponsorshipMessageToSend('  Please?  ', 'default')).toBe('Please?');
    expect(sponsorshipMessageToSend('   ', 'default')).toBe('default');
  });
  it('send is disabled without an e-mail only', () => {
    expect(sponsorSendDisabled('')).toBe(true);
    expect(sponsorSendDisabled('  ')).toBe(true);
    expect(sponsorSendDisabled('a')).toBe(false);
  });
  it('names and a valid e-mail are needed to send (the form schema, names first)', () => {
    const problem = (parentNames: string, parentEmail: string) =>
      sponsorshipFormSchema.safeParse({ parentNames, parentEmail }).error?.issues[0]?.message ?? null;
    expect(problem('Anna', '')).toBe(SPONSOR_MISSING_INFO);
    expect(problem(' ', 'a@b.co')).toBe(SPONSOR_MISSING_INFO);
    expect(problem('Anna', 'not-an-email')).toBe('Please enter a valid email address');
    expect(problem('Anna', 'anna@example.com')).toBe(null);
  });
});
