// Elements whose character data is the readable text of a drawing.
const TEXT_ELEMENTS = new Set(['text', 'tspan', 'textpath', 'title', 'desc']);
// Elements whose content is never text for the reader, even inside a text element.
const SKIPPED_ELEMENTS = new Set(['script', 'style', 'foreignobject']);
const PREDEFINED_ENTITIES: Record<string, string> = {
  lt: '<',
  gt: '>',
  amp: '&',
  quot: '"',
  apos: "'",
};

/**
 * Decodes the five predefined XML entities and numeric character references. Any other
 * reference (declared in a DOCTYPE or not) is left as written: nothing is ever expanded.
 */
function decodeCharacterData(raw: string): string {
  return raw.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,4});/gi, (whole, ref: string) => {
    if (ref.startsWith('#')) {
      const code =
        ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff)
        ? String.fromCodePoint(code)
        : whole;
    }
    return PREDEFINED_ENTITIES[ref] ?? whole;
  });
}

/** End of a `<!...>` declaration, skipping quoted strings and a DOCTYPE's `[...]` subset. */
function endOfDeclaration(svg: string, start: number): number {
  let depth = 0;
  let quote = '';
  for (let i = start + 2; i < svg.length; i++) {
    const ch = svg[i];
    if (quote) {
      if (ch === quote) quote = '';
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '[') depth++;
    else if (ch === ']') depth = Math.max(0, depth - 1);
    else if (ch === '>' && depth === 0) return i + 1;
  }
  return svg.length;
}

/** End of a start or end tag, honouring quoted attribute values that may contain '>'. */
function endOfTag(svg: string, start: number): number {
  let quote = '';
  for (let i = start + 1; i < svg.length; i++) {
    const ch = svg[i];
    if (quote) {
      if (ch === quote) quote = '';
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '>') return i + 1;
  }
  return svg.length;
}

function localName(tag: string): string {
  const name = /^<\/?\s*([^\s/>]+)/.exec(tag)?.[1] ?? '';
  return (name.includes(':') ? name.slice(name.indexOf(':') + 1) : name).toLowerCase();
}

/**
 * The readable text of an SVG drawing: the character data of its text, tspan, textPath,
 * title and desc elements, one line per element. A linear scan, not an XML parser: it
 * resolves no entities, loads nothing, and never looks inside script, style or foreignObject.
 */
export function extractSvgText(svg: string): string {
  const lines: string[] = [];
  const open: string[] = [];
  let current = '';
  let textDepth = 0;
  let skipDepth = 0;

  const flush = () => {
    const line = current.replace(/\s+/g, ' ').trim();
    if (line) lines.push(line);
    current = '';
  };
  const collect = (data: string) => {
    if (textDepth > 0 && skipDepth === 0) current += data;
  };

  let i = 0;
  while (i < svg.length) {
    const lt = svg.indexOf('<', i);
    if (lt === -1) {
      collect(decodeCharacterData(svg.slice(i)));
      break;
    }
    collect(decodeCharacterData(svg.slice(i, lt)));
    if (svg.startsWith('<!--', lt)) {
      const end = svg.indexOf('-->', lt + 4);
      i = end === -1 ? svg.length : end + 3;
    } else if (svg.startsWith('<![CDATA[', lt)) {
      const end = svg.indexOf(']]>', lt + 9);
      collect(svg.slice(lt + 9, end === -1 ? svg.length : end));
      i = end === -1 ? svg.length : end + 3;
    } else if (svg.startsWith('<!', lt)) {
      i = endOfDeclaration(svg, lt);
    } else if (svg.startsWith('<?', lt)) {
      const end = svg.indexOf('?>', lt + 2);
      i = end === -1 ? svg.length : end + 2;
    } else {
      const end = endOfTag(svg, lt);
      const tag = svg.slice(lt, end);
      const name = localName(tag);
      i = end;
      if (!name) continue;
      if (tag.startsWith('</')) {
        const at = open.lastIndexOf(name);
        if (at === -1) continue;
        for (const closed of open.splice(at)) {
          if (TEXT_ELEMENTS.has(closed)) textDepth--;
          if (SKIPPED_ELEMENTS.has(closed)) skipDepth--;
        }
        if (textDepth === 0) flush();
      } else if (!tag.endsWith('/>')) {
        if (textDepth === 0) flush();
        open.push(name);
        if (TEXT_ELEMENTS.has(name)) textDepth++;
        if (SKIPPED_ELEMENTS.has(name)) skipDepth++;
      }
    }
  }
  flush();
  return lines.join('\n');
}
