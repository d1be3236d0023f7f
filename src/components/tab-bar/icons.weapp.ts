// The mini program: the icons are files of the package already (app.json's tabBar names them; config/index.ts copies
// src/assets/tabbar to dist/weapp/assets/tabbar). Imported, the build inlined them into the main package's script
// as base64 a second time (15 KB).
const icon = (name: string): [string, string] => [`/assets/tabbar/${name}.png`, `/assets/tabbar/${name}-active.png`]

export const TAB_ICONS: Record<string, [string, string]> = {
  'pages/home/index': icon('home'),
  'pages/assess/index': icon('assess'),
  'pages/query/index': icon('query'),
  'pages/onlinestudy/onlinestudy': icon('study'),
  'pages/personal/index': icon('personal'),
}
