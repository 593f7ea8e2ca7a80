// The tools inside the pages: the address converter on the SS58 page and the
// Sails IDL explorer on the sails-js overview. Both run in the page, load only
// where they are used, and explain bad input.
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Browser, Page} from 'playwright-core';
import {encodeAddress as polkadotEncode} from '@polkadot/util-crypto';
import * as subsquid from '@subsquid/ss58-codec';
import {SailsIdlParser} from 'sails-js-parser';
import {baseUrl, gotoHydrated, launchBrowser, openPage} from './support/browser';
import {COLOUR_MODES, seriousViolations, useColourMode} from './support/a11y';
import examples from '../src/components/IdlExplorer/examples.json';

const SS58_PAGE = '/docs/account/ss58';
const IDL_PAGE = '/docs/sails-js/overview';

// Alice's development key in each format. Written out, and checked below
// against two independent implementations, so a wrong vector cannot pass.
const KEY = '0xd43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d';
const VARA = 'kGkLEU3e3XXkJp2WK4eNpVmSab5xUNL9QtmLPh8QfCL2EgotW';
const GENERIC = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY';
const POLKADOT = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5';

/** Scrolls to a tool's placeholder: the tool loads only when the reader comes near it. */
async function reach(page: Page, name: string): Promise<void> {
  await page.getByText(`Loading ${name}…`).scrollIntoViewIfNeeded();
}

async function converter(page: Page) {
  await gotoHydrated(page, SS58_PAGE);
  await reach(page, 'the address converter');
  const input = page.getByLabel('Address or public key');
  await input.waitFor();
  return input;
}

async function results(page: Page): Promise<Record<string, string>> {
  const rows = page.locator('dl div');
  const out: Record<string, string> = {};
  for (const row of await rows.all()) {
    out[(await row.locator('dt').textContent()) ?? ''] =
      (await row.locator('dd code').textContent()) ?? '';
  }
  return out;
}

describe('address converter', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('uses test vectors both reference implementations agree on', () => {
    const bytes = Buffer.from(KEY.slice(2), 'hex');
    for (const [prefix, address] of [
      [137, VARA],
      [42, GENERIC],
      [0, POLKADOT],
    ] as const) {
      expect(polkadotEncode(KEY, prefix)).toBe(address);
      expect(subsquid.encode({prefix, bytes})).toBe(address);
    }
  });

  it('converts each format into the others', async () => {
    const {context, page, record} = await openPage(browser);
    const input = await converter(page);
    const expected = {
      'Vara address (prefix 137)': VARA,
      'Generic Substrate address (prefix 42)': GENERIC,
      'Public key (hex)': KEY,
    };
    for (const [given, says] of [
      [VARA, 'Read as SS58 prefix 137 (Vara).'],
      [GENERIC, 'Read as SS58 prefix 42 (generic Substrate).'],
      [POLKADOT, 'Read as SS58 prefix 0 (Polkadot).'],
      [KEY.toUpperCase().replace('0X', '0x'), 'Read as hex public key.'],
    ] as const) {
      await input.fill(given);
      await expect(page.getByRole('status').filter({hasText: says}).count()).resolves.toBe(1);
      await expect(results(page)).resolves.toEqual(expected);
    }
    expect(record.consoleErrors).toEqual([]);
    expect(record.foreignRequests).toEqual([]);
    await context.close();
  });

  it('says what is wrong with each kind of bad input', async () => {
    const {context, page} = await openPage(browser);
    const input = await converter(page);
    const swapped = VARA.slice(0, 5) + VARA[6] + VARA[5] + VARA.slice(7);
    for (const [given, message] of [
      [VARA.slice(0, -4), /decodes to \d+ bytes/],
      [swapped, /checksum does not match/],
      [`${VARA.slice(0, 9)}0${VARA.slice(10)}`, /Character 10 \("0"\) is not used/],
      ['0x1234', /64 hex digits after "0x"; this one has 4/],
      ['', /Paste an address or a public key/],
    ] as const) {
      await input.fill(given);
      const status = page.getByRole('status').filter({hasText: message});
      await status.waitFor();
      await expect(input.getAttribute('aria-invalid')).resolves.toBe('true');
      await expect(page.locator('dl div').count()).resolves.toBe(0);
    }
    await context.close();
  });

  it('copies a converted address', async () => {
    const {context, page} = await openPage(browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseUrl()});
    const input = await converter(page);
    await input.fill(GENERIC);
    await page.getByRole('button', {name: 'Copy the vara address (prefix 137)'}).click();
    await page.getByText('Copied').first().waitFor();
    await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe(VARA);
    await context.close();
  });
});

describe('Sails IDL explorer', () => {
  let browser: Browser;
  let parser: SailsIdlParser;
  beforeAll(async () => {
    browser = await launchBrowser();
    parser = await SailsIdlParser.new();
  });
  afterAll(async () => {
    await browser.close();
  });

  async function explorer(page: Page) {
    await gotoHydrated(page, IDL_PAGE);
    await reach(page, 'the IDL explorer');
    const idl = page.getByLabel('Sails IDL');
    await idl.waitFor();
    await page
      .getByRole('status')
      .filter({hasText: /^Parsed:/})
      .waitFor();
    return idl;
  }

  it('ships the IDLs the example pages document, and each parses', () => {
    expect(examples.length).toBeGreaterThanOrEqual(5);
    for (const example of examples) {
      expect(() => parser.parse(example.idl), example.name).not.toThrow();
    }
  });

  it('shows every method and event of each shipped IDL', async () => {
    const {context, page, record} = await openPage(browser);
    await explorer(page);
    const select = page.getByLabel('Example program');
    for (const example of examples) {
      await select.selectOption(example.name);
      const program = parser.parse(example.idl);
      const methods = program.services.flatMap((s) => s.funcs.map((f) => `${s.name}.${f.name}`));
      const events = program.services.flatMap((s) => s.events.map((e) => `${s.name}.${e.name}`));
      await page
        .getByRole('status')
        .filter({hasText: `${methods.length} method${methods.length === 1 ? '' : 's'}`})
        .waitFor();
      for (const service of program.services) {
        // The status can read the same for two examples in a row: wait for this one's services.
        const section = page.getByRole('region', {name: `Service ${service.name}`});
        for (const func of service.funcs) {
          await section
            .locator('li > code')
            .filter({hasText: new RegExp(`^${func.name}\\(`)})
            .first()
            .waitFor();
        }
      }
      const snippets = await page.locator('details pre code').allTextContents();
      for (const name of [...methods, ...events]) {
        const [service, member] = name.split('.');
        expect(
          snippets.some(
            (s) => s.includes(`sails.services.${service}.`) && s.includes(`.${member}`),
          ),
          name,
        ).toBe(true);
      }
    }
    expect(record.consoleErrors).toEqual([]);
    expect(record.foreignRequests).toEqual([]);
    await context.close();
  });

  it('reports a syntax error with its line and column', async () => {
    const {context, page} = await openPage(browser);
    const idl = await explorer(page);
    await idl.fill('service Counter {\n  Add : (value: u32 -> u32;\n};\n');
    await page.getByRole('status').filter({hasText: 'Line 2, column 21:'}).waitFor();
    await expect(idl.getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(page.getByLabel('Example program').inputValue()).resolves.toBe('own');
    await context.close();
  });

  it('gives a method a sails-js call to copy', async () => {
    const {context, page} = await openPage(browser);
    const idl = await explorer(page);
    await idl.fill(
      'service Counter {\n  Add : (value: u32) -> u32;\n  query Value : () -> u64;\n};\n',
    );
    await page.getByRole('status').filter({hasText: 'Parsed: 1 service, 2 methods'}).waitFor();
    await page.locator('summary', {hasText: 'sails-js call'}).first().click();
    const snippet = await page.locator('details[open] pre code').first().textContent();
    expect(snippet).toContain('sails.services.Counter.functions.Add<number>(value)');
    await context.close();
  });
});

describe('tools load only where used', () => {
  it('a page without a tool fetches none of its code', async () => {
    const browser = await launchBrowser();
    const {context, page} = await openPage(browser);
    const bodies: string[] = [];
    page.on('response', async (res) => {
      if (res.request().resourceType() === 'script') bodies.push(await res.text().catch(() => ''));
    });
    await gotoHydrated(page, '/docs/account');
    await page.waitForLoadState('networkidle');
    // Markers of each tool's code: the SS58 checksum context and the parser's WebAssembly loader.
    expect(bodies.some((b) => b.includes('SS58PRE'))).toBe(false);
    expect(bodies.some((b) => b.includes('parse_idl'))).toBe(false);
    await context.close();
    await browser.close();
  });
});

describe('tools are accessible', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser.close();
  });

  for (const mode of COLOUR_MODES) {
    it(`has no serious axe finding with results and errors shown (${mode})`, async () => {
      const {context, page} = await openPage(browser);
      await useColourMode(context, mode);
      const input = await converter(page);
      await input.fill(VARA);
      await page.locator('dl div').first().waitFor();
      expect(await seriousViolations(page, {codeTokens: false})).toEqual([]);
      await input.fill(`${VARA}x`);
      await page.getByRole('status').filter({hasText: 'decodes to'}).waitFor();
      expect(await seriousViolations(page, {codeTokens: false})).toEqual([]);

      await gotoHydrated(page, IDL_PAGE);
      await reach(page, 'the IDL explorer');
      const idl = page.getByLabel('Sails IDL');
      await page
        .getByRole('status')
        .filter({hasText: /^Parsed:/})
        .waitFor();
      await page.locator('summary', {hasText: 'sails-js call'}).first().click();
      expect(await seriousViolations(page, {codeTokens: false})).toEqual([]);
      await idl.fill('service {');
      await page
        .getByRole('status')
        .filter({hasText: /^Line 1/})
        .waitFor();
      expect(await seriousViolations(page, {codeTokens: false})).toEqual([]);
      await context.close();
    });
  }
});
