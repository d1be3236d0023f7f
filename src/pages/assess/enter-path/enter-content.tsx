import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { observer } from 'mobx-react'
import { PageShell } from '../../../components/page-shell'
import { AsyncView } from '../../../components/async-view'
import { useLoaded } from '../../../components/async-view/use-loaded'
import { BottomBar } from '../../../components/bottom-bar'
import { Button } from '../../../components/button'
import { Note } from '../../../components/note'
import { Section } from '../../../components/section'
import { PathCard } from '../../../components/career-path'
import { errorText } from '../../../model/errors'
import { useStore } from '../../../stores'
import { CareerStore, type PathList, type PathResult } from '../../../stores/career'
import './enter-content.scss'

function Result({ result, paths, onAgain }: { result: PathResult; paths: PathList; onAgain: () => void }) {
  return (
    <>
      <Section title='值得你关注的升学路径' testId='path-result'>
        <Text className='zy-lk-muted'>按你的回答计算，匹配度以得分最高的路径为 100%。</Text>
      </Section>
      <View className='zy-lk-pad'>
        {result.List.map((r) => (
          <PathCard key={r.Key} path={paths.Paths.find((p) => p.Key === r.Key) ?? { ...r }} percent={r.Percent} reasons={r.Reasons} />
        ))}
      </View>
      <Note>{result.Note}</Note>
      <BottomBar>
        <Button block kind='ghost' onClick={onAgain} testId='path-again'>
          重新测评
        </Button>
      </BottomBar>
    </>
  )
}

/** 升学路径测评（答题）: ten questions, one answer each; the result lists the paths with reasons and their rules. */
function EnterContentPage() {
  const career = useStore().part(CareerStore)
  const data = useLoaded(() => career.load('Career/EducationPathList', {}), [])
  const [answers, setAnswers] = useState<Record<string, string>>({})
  const [message, setMessage] = useState<string | null>(null)
  const [result, setResult] = useState<PathResult | null>(null)
  const [sending, setSending] = useState(false)
  const submit = async () => {
    const qs = data.data?.Questions ?? []
    const missing = qs.findIndex((q) => !answers[q.Key])
    if (missing >= 0) {
      setMessage(`请回答第 ${missing + 1} 题`)
      return
    }
    setMessage(null)
    setSending(true)
    try {
      setResult(await career.send('Career/EducationPathTest', { Answers: qs.map((q) => ({ Question: q.Key, Option: answers[q.Key] })) }))
    } catch (e) {
      setMessage(errorText(e))
    } finally {
      setSending(false)
    }
  }
  return (
    <PageShell className='zy-ep'>
      <AsyncView state={data} isEmpty={!data.data?.Questions.length} onRetry={() => void data.retry()} emptyText='暂无测评题目' skeletonRows={8}>
        {() =>
          result ? (
            <Result
              result={result}
              paths={data.data!}
              onAgain={() => {
                setResult(null)
                setAnswers({})
              }}
            />
          ) : (
            <>
              {data.data!.Questions.map((q, i) => (
                <Section key={q.Key} title={`${i + 1}. ${q.Text}`} testId='path-question'>
                  {q.Options.map((o) => (
                    <Text
                      key={o.Key}
                      className={`zy-ep__option ${answers[q.Key] === o.Key ? 'zy-ep__option--on' : ''}`}
                      data-testid={`option-${q.Key}-${o.Key}`}
                      onClick={() => setAnswers((prev) => ({ ...prev, [q.Key]: o.Key }))}
                    >
                      {o.Text}
                    </Text>
                  ))}
                </Section>
              ))}
              {message ? (
                <Note tone='warn' testId='path-message'>
                  {message}
                </Note>
              ) : null}
              <Note>题目和计分由本产品整理，结果只作参考；各路径的报名条件以当年官方招生简章为准。</Note>
              <BottomBar>
                <Button block loading={sending} onClick={() => void submit()} testId='path-submit'>
                  查看结果
                </Button>
              </BottomBar>
            </>
          )
        }
      </AsyncView>
    </PageShell>
  )
}

export default observer(EnterContentPage)
