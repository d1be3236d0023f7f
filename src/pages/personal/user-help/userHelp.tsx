import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { PageShell } from '../../../components/page-shell'
import { ServiceContact } from '../../../components/service-contact'
import './userHelp.scss'
import { Section } from '../../../components/section'
import { openRoute } from '../../../components/menu-list'

/** 帮助中心: answers to the questions students and parents ask most. */
export const FAQ: readonly { q: string; a: string; link?: { text: string; route: string } }[] = [
  {
    q: '位次是什么？为什么比分数更重要？',
    a: '位次是你的分数在全省同科类考生中的排名（累计人数）。每年试题难度不同，分数会上下浮动，但位次能稳定地反映你在考生中的位置，所以填报时主要看位次。',
    link: { text: '查位次', route: 'pages/home/searcharrangement' },
  },
  {
    q: '冲、稳、保怎么分？',
    a: '把院校往年的录取位次和你的位次比较：往年录取位次比你高一些的是“冲”，相近的是“稳”，比你低一些的是“保”。本应用的区间是经验做法，仅供参考。',
  },
  {
    q: '新高考省份怎么填？',
    a: '新高考省份按“院校专业组”或“专业（类）+院校”投档，填报前要核对选考科目是否符合要求。可在「志愿填报 › 新高考批次填报」中操作。',
    link: { text: '去填报', route: 'pages/newExam/batch' },
  },
  {
    q: '分数还没出来，可以先用吗？',
    a: '可以先按估分填写高考信息，浏览院校和专业；出分后在「我的 › 资料」中录入实际成绩，推荐会按实际成绩更新。',
  },
  {
    q: '数据从哪里来？',
    a: '分数线、一分一段表、招生计划等数据来自各省教育考试院和院校公开发布的信息；每个数字旁的「来源」标记可以点开查看出处和年份。推算出来的数字会标明「推算」。',
  },
  {
    q: '忘记密码怎么办？',
    a: '在登录页点「忘记密码」，用注册手机号接收验证码即可重设密码。',
    link: { text: '找回密码', route: 'pages/personal/forgetpassword' },
  },
]

export default function UserHelpPage() {
  const [openIndex, setOpenIndex] = useState<number | null>(0)
  return (
    <PageShell className='zy-help'>
      <Section title='常见问题' flush testId='faq'>
        {FAQ.map((f, i) => (
          <View key={f.q} className='zy-help__item' data-testid='faq-item'>
            <View className='zy-help__q' onClick={() => setOpenIndex(openIndex === i ? null : i)}>
              <Text className='zy-help__q-text'>{f.q}</Text>
              <Text className='zy-ui-chevron'>{openIndex === i ? '⌃' : '⌄'}</Text>
            </View>
            {openIndex === i ? (
              <View className='zy-help__a'>
                <Text>{f.a}</Text>
                {f.link ? (
                  <Text className='zy-help__link' onClick={() => openRoute(f.link!.route)}>
                    {f.link.text} ›
                  </Text>
                ) : null}
              </View>
            ) : null}
          </View>
        ))}
      </Section>
      <Section title='还有问题？' testId='help-contact'>
        <ServiceContact />
      </Section>
    </PageShell>
  )
}
