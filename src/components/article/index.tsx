/**
 * Running text — explanations, about pages, the agreements — in taro-ui's article styles (at-article): `Paragraphs`
 * a block of paragraphs, `DocView` a legal text with its title, dates and numbered sections, `Blocks` a text the
 * server sent as blocks (headings, paragraphs, list items: news, courses, the about page).
 */
import { Text, View } from '@tarojs/components'
import 'taro-ui/lib/style/components/article.scss'
import './index.scss'

export function Paragraphs({ lines }: { lines: readonly string[] }) {
  return (
    <View className='at-article zy-article'>
      {lines.map((l, i) => (
        <View key={i} className='at-article__p'>
          {l}
        </View>
      ))}
    </View>
  )
}

export interface DocSection {
  h: string
  p: string[]
}

export function DocView({ title, meta, intro, sections }: { title: string; meta: string; intro: string[]; sections: DocSection[] }) {
  return (
    <View className='at-article zy-article zy-article--doc'>
      <View className='at-article__h1'>{title}</View>
      <View className='at-article__info'>{meta}</View>
      {intro.map((p, i) => (
        <View key={`i${i}`} className='at-article__p'>
          {p}
        </View>
      ))}
      {sections.map((s) => (
        <View key={s.h} className='zy-article__section'>
          <View className='at-article__h3'>{s.h}</View>
          {s.p.map((p, i) => (
            <Text key={i} className='at-article__p' userSelect>
              {p}
            </Text>
          ))}
        </View>
      ))}
    </View>
  )
}

export interface TextBlock {
  Kind: 'h' | 'p' | 'li'
  Text: string
}

export function Blocks({ blocks, testId }: { blocks: readonly TextBlock[]; testId?: string }) {
  return (
    <View className='at-article zy-article zy-article--blocks' data-testid={testId}>
      {blocks.map((b, i) =>
        b.Kind === 'h' ? (
          <View key={i} className='at-article__h3'>
            {b.Text}
          </View>
        ) : (
          <Text key={i} className={`at-article__p ${b.Kind === 'li' && !/^\d+\./.test(b.Text) ? 'zy-article__li' : ''}`} userSelect>
            {b.Text}
          </Text>
        ),
      )}
    </View>
  )
}
