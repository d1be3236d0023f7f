/**
 * The human check's local stand-in on screen (development and tests): the server's reason, a small sum to work out in
 * a taro-ui field, 换一题 / 取消 / 确定. It shows whenever the root store's human check is open — a code 30 from any
 * call of the form page it sits on (FormPage mounts it) — and the call goes again by itself once it is passed.
 * Production's check is Tencent's own widget, opened by the platform instead (stores/human-check.ts).
 */
import { Text, View } from '@tarojs/components'
import { AtInput, AtModal, AtModalAction, AtModalContent, AtModalHeader } from 'taro-ui'
import { observer } from 'mobx-react'
import { useStore } from '../../stores'
import 'taro-ui/lib/style/components/modal.scss'
import 'taro-ui/lib/style/components/input.scss'
import './index.scss'

export const HumanCheckDialog = observer(function HumanCheckDialog() {
  const { humanCheck: check } = useStore()
  return (
    <AtModal isOpened={check.visible} onClose={() => check.cancel()} className='zy-human-check'>
      <AtModalHeader>人机验证</AtModalHeader>
      <AtModalContent>
        <View data-testid='human-check'>
          <Text className='zy-human-check__why' data-testid='human-check-message'>
            {check.message}
          </Text>
          <Text className='zy-human-check__question' data-testid='human-check-question'>
            {check.question ? `请计算：${check.question}` : '加载中…'}
          </Text>
          {check.visible ? (
            <AtInput
              name='humanCheckAnswer'
              title='答案'
              type='number'
              maxlength={4}
              placeholder='填写计算结果'
              value={check.answer}
              onChange={(v: string | number) => check.setAnswer(String(v))}
            />
          ) : null}
        </View>
      </AtModalContent>
      <AtModalAction>
        <View className='zy-human-check__btn' onClick={() => check.cancel()}>
          取消
        </View>
        <View className='zy-human-check__btn' data-testid='human-check-next' onClick={() => void check.nextQuestion()}>
          换一题
        </View>
        <View className='zy-human-check__btn zy-human-check__btn--ok' data-testid='human-check-ok' onClick={() => void check.submit()}>
          {check.busy ? '验证中…' : '确定'}
        </View>
      </AtModalAction>
    </AtModal>
  )
})

export default HumanCheckDialog
