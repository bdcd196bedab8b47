import { Anchor, Blockquote, Code, List, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { Fragment } from 'react';
import { type Block, type Inline, parseMarkdown } from '../utils/markdown.ts';

// Elements only: answer text is never set as HTML (see utils/markdown.ts).
function InlineView({ nodes }: { nodes: readonly Inline[] }) {
  return (
    <>
      {nodes.map((node, i) => {
        const key = `${node.type}-${i}`;
        switch (node.type) {
          case 'text':
            return <Fragment key={key}>{node.text}</Fragment>;
          case 'break':
            return <br key={key} />;
          case 'strong':
            return (
              <strong key={key}>
                <InlineView nodes={node.children} />
              </strong>
            );
          case 'em':
            return (
              <em key={key}>
                <InlineView nodes={node.children} />
              </em>
            );
          case 'code':
            return <Code key={key}>{node.text}</Code>;
          default:
            return (
              <Anchor
                key={key}
                href={node.href}
                // A link to a record of the app opens here; anything else in a new tab.
                {...(node.href.startsWith('/') ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
              >
                <InlineView nodes={node.children} />
              </Anchor>
            );
        }
      })}
    </>
  );
}

function BlockView({ block }: { block: Block }) {
  switch (block.type) {
    case 'heading':
      return (
        <Title order={block.level + 2 > 6 ? 6 : ((block.level + 2) as 3 | 4 | 5)} size="h5" mt="xs">
          <InlineView nodes={block.children} />
        </Title>
      );
    case 'paragraph':
      return (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          <InlineView nodes={block.children} />
        </Text>
      );
    case 'list':
      return (
        <List type={block.ordered ? 'ordered' : 'unordered'} size="sm" withPadding>
          {block.items.map((item, i) => (
            <List.Item key={i}>
              <InlineView nodes={item} />
            </List.Item>
          ))}
        </List>
      );
    case 'quote':
      return (
        <Blockquote p="xs" color="brand" styles={{ root: { overflowWrap: 'anywhere' } }}>
          <Text size="sm" component="span">
            <InlineView nodes={block.children} />
          </Text>
        </Blockquote>
      );
    case 'table':
      return (
        // A wide table scrolls inside the answer instead of widening the page on a phone.
        <ScrollArea type="auto" offsetScrollbars>
          <Table fz="sm" striped withTableBorder verticalSpacing={4} miw="max-content">
            <Table.Thead>
              <Table.Tr>
                {block.header.map((cell, i) => (
                  <Table.Th key={i}>
                    <InlineView nodes={cell} />
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {block.rows.map((row, r) => (
                <Table.Tr key={r}>
                  {row.map((cell, i) => (
                    <Table.Td key={i}>
                      <InlineView nodes={cell} />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      );
    case 'code':
      return (
        <Code block style={{ whiteSpace: 'pre-wrap' }}>
          {block.text}
        </Code>
      );
  }
}

export function MarkdownView({ text }: { text: string }) {
  return (
    <Stack gap={6}>
      {parseMarkdown(text).map((block, i) => (
        <BlockView key={i} block={block} />
      ))}
    </Stack>
  );
}
