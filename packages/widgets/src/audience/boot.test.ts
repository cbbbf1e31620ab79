import { frameDataElementId, newHeroForm } from '@showroom/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { hostOriginOf, readFrameData } from './boot.ts';
import { readNonce } from './nonce.ts';

const ids = {
  company: '9a7d2c1e-3b4f-4e5a-8c6d-1f2e3a4b5c6d',
  rep: '4b1f0e2d-6c5a-4d3e-9f8a-7b6c5d4e3f2a',
  widget: '7c9e1a3b-5d7f-4a2c-8e6b-0d2f4a6c8e1b',
};

/** Frame data as the audience host writes it (JSON text fields as text). */
const wireData = (mode: 'embed' | 'share' | 'preview') => {
  const form = newHeroForm();
  return {
    mode,
    companyId: ids.company,
    widget: {
      kind: 'hero',
      hero: {
        ...form,
        id: ids.widget,
        name: 'Tour </script>',
        salesrep_id: ids.rep,
        salesrep_name: 'Ada',
        company_id: ids.company,
        date_created: '2026-11-23 10:00:00',
        date_modified: '2026-11-23 10:00:00',
        custom_thumbnail: '',
        launch_button: JSON.stringify(form.launch_button),
        verification_content: JSON.stringify(form.verification_content),
        restricted_redirect: JSON.stringify(form.restricted_redirect),
        live: 1,
      },
    },
    demos: [],
    look: {
      style: {
        textColor: '#000000',
        bgColor: '#FFFFFF',
        buttonBgHoverColor: '#111111',
        buttonBgColor: '#222222',
        headerColor: '#333333',
        borderColor: '#444444',
        fontName: 'Inter',
        showCompanyName: true,
      },
      companyName: 'Acme',
      logo: '',
    },
    audienceUrl: 'http://127.0.0.1:4001',
    hostOrigin: '',
    record: mode !== 'preview',
  };
};

const page = (text: string | null) => {
  document.head.innerHTML = '<meta property="csp-nonce" nonce="abc123">';
  document.body.innerHTML = '';
  if (text !== null) {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = frameDataElementId;
    script.textContent = text;
    document.body.append(script);
  }
};

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('the audience app boot', () => {
  it('reads the frame data the server wrote, parsed by the contract (JSON text fields become values)', () => {
    page(JSON.stringify(wireData('share')).replace(/</g, '\\u003c'));
    const data = readFrameData(document, '#host=https%3A%2F%2Fignored.example');
    expect(data?.mode).toBe('share');
    if (data?.widget.kind !== 'hero') throw new Error('not a hero');
    expect(data.widget.hero.name).toBe('Tour </script>');
    expect(data.widget.hero.launch_button).toEqual(newHeroForm().launch_button);
    // Only an embed frame has a host page to talk to.
    expect(data.hostOrigin).toBe('');
  });

  it("takes an embed frame's host origin from the fragment", () => {
    page(JSON.stringify(wireData('embed')));
    expect(readFrameData(document, '#host=https%3A%2F%2Fwww.acme.example&autoplay=1')?.hostOrigin).toBe(
      'https://www.acme.example',
    );
  });

  it('answers null for missing, malformed or off-contract data', () => {
    page(null);
    expect(readFrameData(document, '')).toBeNull();
    page('{not json');
    expect(readFrameData(document, '')).toBeNull();
    page(JSON.stringify({ ...wireData('embed'), companyId: 'nope' }));
    expect(readFrameData(document, '')).toBeNull();
  });

  it('takes only a plain http(s) origin as the host', () => {
    expect(hostOriginOf('#host=https%3A%2F%2Fa.example')).toBe('https://a.example');
    expect(hostOriginOf('#host=http%3A%2F%2Flocalhost%3A8080')).toBe('http://localhost:8080');
    for (const hash of [
      '',
      '#autoplay=1',
      '#host=javascript%3Aalert(1)',
      '#host=https%3A%2F%2Fa.example%2Fpath',
      '#host=*',
      '#host=null',
    ]) {
      expect(hostOriginOf(hash), hash).toBe('');
    }
  });

  it('reads the nonce from the meta element', () => {
    page(null);
    expect(readNonce(document)).toBe('abc123');
  });
});
