// H5: the icons are the bundle's own assets (hashed files or inlined by the build)
import home from '../../assets/tabbar/home.png'
import homeActive from '../../assets/tabbar/home-active.png'
import assess from '../../assets/tabbar/assess.png'
import assessActive from '../../assets/tabbar/assess-active.png'
import query from '../../assets/tabbar/query.png'
import queryActive from '../../assets/tabbar/query-active.png'
import study from '../../assets/tabbar/study.png'
import studyActive from '../../assets/tabbar/study-active.png'
import personal from '../../assets/tabbar/personal.png'
import personalActive from '../../assets/tabbar/personal-active.png'

export const TAB_ICONS: Record<string, [string, string]> = {
  'pages/home/index': [home, homeActive],
  'pages/assess/index': [assess, assessActive],
  'pages/query/index': [query, queryActive],
  'pages/onlinestudy/onlinestudy': [study, studyActive],
  'pages/personal/index': [personal, personalActive],
}
