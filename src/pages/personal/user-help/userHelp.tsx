import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { PageShell } from '../../../components/page-shell'
import { ServiceContact } from '../../../components/service-contact'
import { AsyncView } from '../../../components/async-view'
import { Section } from '../../../components/section'
import { openRoute } from '../../../components/menu-list'
import { DemoTag } from '../../../components/content-tag'
import './userHelp.scss'
import { useContent } from '../../../components/content-row/data'

/** 帮助中心: answers to the questions students and parents ask most (Public/Content help), and how to reach us. */
function UserHelpPage() {
  const help = useContent('Public/Content', { Key: 'help' })
  const [openIndex, setOpenIndex] = useState<number | null>(0)
  return (
    <PageShell className='zy-help'>
      <Section title='常见问题' flush testId='faq' extra={help.data?.IsDemo ? <DemoTag /> : null}>
        <AsyncView state={help} isEmpty={!help.data?.Items.length} emptyText='还没有常见问题' onRetry={() => void help.retry()}>
          {() =>
            help.data!.Items.map((f, i) => (
              <View key={f.Title} className='zy-help__item' data-testid='faq-item'>
                <View className='zy-help__q' onClick={() => setOpenIndex(openIndex === i ? null : i)}>
                  <Text className='zy-help__q-text'>{f.Title}</Text>
                  <Text className='zy-ui-chevron'>{openIndex === i ? '⌃' : '⌄'}</Text>
                </View>
                {openIndex === i ? (
                  <View className='zy-help__a'>
                    <Text>{f.Body}</Text>
                    {f.Link ? (
                      <Text className='zy-help__link' onClick={() => openRoute(f.Link)}>
                        {f.LinkText || '去看看'} ›
                      </Text>
                    ) : null}
                  </View>
                ) : null}
              </View>
            ))
          }
        </AsyncView>
      </Section>
      <Section title='还有问题？' testId='help-contact'>
        <ServiceContact />
      </Section>
    </PageShell>
  )
}

export default observer(UserHelpPage)
