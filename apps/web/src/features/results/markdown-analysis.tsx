import type { ComponentProps } from 'react';
import Markdown from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { safeMarkdownUrl } from '@strata/contracts';
import { Card, CardContent } from '@/components/ui/card';

/** An image whose address was emptied shows its alt text: an empty src would refetch the page. */
function SafeImage({ src, alt }: ComponentProps<'img'>) {
  return src ? (
    <img src={src} alt={alt ?? ''} className="max-w-full" />
  ) : (
    <span className="text-muted-foreground">{alt}</span>
  );
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
