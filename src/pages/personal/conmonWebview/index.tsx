// The mini program builds pages/personal/conmonWebview as pages/personal/conmonWebview/index, in a subpackage of its own (src/routes.ts weappPackages).
// H5 never opens this file: a page path resolves to ../conmonWebview.tsx before this folder. (Named index.weapp.tsx, Taro's
// platform resolution would have resolved the import below to this file itself.)
export { default } from '../conmonWebview'
