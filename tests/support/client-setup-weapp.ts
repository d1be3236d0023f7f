// The build type as Taro inlines it, for library code that reads it (taro-ui); the app's own code never does:
// its platform files are picked by jest.config.js like the build picks them.
process.env.TARO_ENV = 'weapp'
