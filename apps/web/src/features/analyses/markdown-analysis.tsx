import type { ComponentProps } from 'react';
import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { safeMarkdownUrl } from '@strata/contracts';
import { Card, CardContent } from '@/components/ui/card';

function isSameOrigin(src: string): boolean {
  try {
    return new URL(src, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}

/**
 * Images load only from this site. An emptied address (SPEC's rule) would refetch the page, and
 * another host's image could carry data out (ARCHITECTURE: CSP blocks it too): both show the alt text.
 */
function SafeImage({ src, alt }: ComponentProps<'img'>) {
  if (typeof src === 'string' && src !== '' && isSameOrigin(src)) {
    return <img src={src} alt={alt ?? ''} className="max-w-full" />;
  }
  return <span className="text-muted-foreground">{alt}</span>;
}

/** SPEC: an unstructured analysis as formatted markdown; unsafe link and image addresses are emptied. */
export function MarkdownAnalysis({ text }: { text: string }) {
  return (
    <Card>
      <CardContent className="markdown-analysis space-y-3 p-6 text-sm leading-relaxed [&_a]:text-primary [&_a]:underline [&_h1]:text-2xl [&_h1]:font-bold [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:text-lg [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-5 [&_table]:w-full [&_table]:border-collapse [&_td]:border [&_td]:p-2 [&_th]:border [&_th]:p-2 [&_ul]:list-disc [&_ul]:pl-5">
        <Markdown
          remarkPlugins={[remarkGfm]}
          urlTransform={safeMarkdownUrl}
          components={{ img: SafeImage }}
        >
          {text}
        </Markdown>
      </CardContent>
    </Card>
  );
}
