import { useEffect, useState } from 'react'
import { Text, View } from '@tarojs/components'
import { useDidShow, useReachBottom } from '@tarojs/taro'
import { AtLoadMore } from 'taro-ui'
import { observer } from 'mobx-react'
import { PageShell } from '../../../components/page-shell'
import { AsyncView } from '../../../components/async-view'
import { GatePrompt } from '../../../components/wish-gate'
import { SavedTableCard, confirmDelete } from '../../../components/saved-table'
import { useStore } from '../../../stores'
import { loadBandConfig } from '../../../stores/wish'
import { go } from '../../../navigation'
import { type WishSummary } from '../../../model/wish'
import { pagePath, pageUrl } from '../../../utils/url'
import './volunteerlist.scss'
import { Button } from '../../../components/button'
import 'taro-ui/lib/style/components/load-more.scss'
import 'taro-ui/lib/style/components/loading.scss'

const SavedList = observer(function SavedList() {
  const store = useStore()
  const { wish, profile } = store
  const [pager] = useState(() => store.savedTables.list())
  useEffect(() => {
    void pager.reload()
    void loadBandConfig(wish).catch(() => undefined)
  }, [pager, wish])
  // back from a table just saved or edited: the list follows
  useDidShow(() => {
    if (pager.loaded) void pager.reload()
  })
  useReachBottom(() => void pager.loadMore())
  const open = (t: WishSummary) => {
    const route = profile.SProvince?.IsNewExam ? 'pages/personal/volunteerdetail/newExamWishDetails' : 'pages/personal/volunteerdetail/volunteerdetail'
    void go(pageUrl(route, { WishId: t.WishId }))
  }
  return (
    <View data-testid='saved-tables'>
      {pager.loaded && !pager.error && pager.total > 0 ? <Text className='zy-vlist__total'>共 {pager.total} 张志愿表</Text> : null}
      <AsyncView
        state={pager}
        isEmpty={pager.items.length === 0}
        onRetry={() => void pager.reload()}
        emptyText='还没有保存的志愿表'
        emptyHint='在志愿填报中把志愿加入志愿表并保存后，会显示在这里'
        emptyAction={
          <View className='zy-vlist__empty-action'>
            <Button kind='primary' size='small' onClick={() => void go(pagePath('pages/query/index'))}>
              去填报志愿
            </Button>
          </View>
        }
      >
        {() => (
          <View>
            {pager.items.map((t) => (
              <SavedTableCard
                key={t.WishId}
                t={t}
                slipWarn={wish.bandConfig?.SlipWarn ?? null}
                onOpen={() => open(t)}
                onDelete={() =>
                  void confirmDelete(store.savedTables, t, (id) => {
                    wish.forgetSaved(id)
                    void pager.reload()
                  })
                }
              />
            ))}
            <AtLoadMore
              status={pager.loading ? 'loading' : pager.hasMore ? 'more' : 'noMore'}
              moreText='加载更多'
              loadingText='加载中'
              noMoreText='没有更多了'
              onClick={() => void pager.loadMore()}
            />
          </View>
        )}
      </AsyncView>
    </View>
  )
})

/** 我的志愿表: the saved tables, newest first, with their 滑档 risk; open, delete. */
function VolunteerListPage() {
  const { session } = useStore()
  return <PageShell className='zy-vlist'>{session.isLoggedIn ? <SavedList /> : <GatePrompt state='anonymous' what='可以保存和查看志愿表' />}</PageShell>
}

export default observer(VolunteerListPage)
