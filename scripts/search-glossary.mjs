// What readers call a component or a plugin, in their own words, for the search index
// (./search-terms.mjs adds it to the page as searchable metadata). A Japanese reader types the
// katakana reading of an English name (サーチバー, デートピッカー) or a Japanese word for it
// (検索ボックス), which the pages, written with the element names, do not hold; a Capacitor
// plugin is searched by what it does (地図, 振動, offline), and the Japanese plugin pages carry
// their API text in English. One reviewed list, keyed by the page (its address within its
// language and version folders): every component page has its Japanese names (a test checks it
// against the component list), and every plugin its names and uses in both languages.
//
// `names` are what the page is called (ranked like its title); `uses` are what it is for
// (ranked like its keywords). A word belongs in `names` only when it names this page and no
// other: a word several pages share (ダイアログ) goes in `uses`.

/** Japanese names of each component page. */
const COMPONENT_NAMES_JA = {
  accordion: ['アコーディオン', 'アコーディオンメニュー', '開閉パネル'],
  'accordion-group': ['アコーディオングループ'],
  'action-sheet': ['アクションシート'],
  alert: ['アラート', 'アラートダイアログ', '警告ダイアログ'],
  app: ['アプリのルート要素'],
  avatar: ['アバター', 'アバター画像'],
  'back-button': ['バックボタン', '戻るボタン'],
  backdrop: ['バックドロップ'],
  badge: ['バッジ'],
  breadcrumb: ['ブレッドクラム'],
  breadcrumbs: ['ブレッドクラムズ', 'パンくずリスト'],
  button: ['ボタン'],
  buttons: ['ボタンズ', 'ツールバーのボタン'],
  card: ['カード'],
  'card-content': ['カードコンテンツ'],
  'card-header': ['カードヘッダー'],
  'card-subtitle': ['カードサブタイトル'],
  'card-title': ['カードタイトル'],
  checkbox: ['チェックボックス'],
  chip: ['チップ'],
  col: ['カラム', 'グリッドの列'],
  content: ['コンテンツ', 'スクロール領域'],
  datetime: ['デートタイム', 'デートピッカー', 'タイムピッカー', '日付ピッカー', '日時ピッカー', '日付選択'],
  'datetime-button': ['デートタイムボタン', '日付ボタン'],
  fab: ['ファブ', 'フローティングアクションボタン'],
  'fab-button': ['ファブボタン'],
  'fab-list': ['ファブリスト'],
  footer: ['フッター'],
  grid: ['グリッド', 'グリッドレイアウト'],
  header: ['ヘッダー'],
  img: ['イメージ'],
  'infinite-scroll': ['インフィニットスクロール', '無限スクロール'],
  'infinite-scroll-content': ['インフィニットスクロールコンテンツ'],
  input: ['インプット', 'テキストボックス', '入力欄', 'テキストフィールド'],
  'input-otp': ['インプット OTP', 'ワンタイムパスワード入力'],
  'input-password-toggle': ['パスワードトグル', 'パスワード表示切り替え'],
  item: ['アイテム', 'リストアイテム'],
  'item-divider': ['アイテムディバイダー', 'ディバイダー'],
  'item-group': ['アイテムグループ'],
  'item-option': ['アイテムオプション'],
  'item-options': ['アイテムオプションズ'],
  'item-sliding': ['スライディングアイテム', 'スワイプできるアイテム'],
  label: ['ラベル'],
  list: ['リスト', '一覧'],
  'list-header': ['リストヘッダー'],
  loading: ['ローディング', 'ローディングインジケーター'],
  menu: ['メニュー', 'サイドメニュー', 'ドロワーメニュー', 'ナビゲーションドロワー', 'ハンバーガーメニュー'],
  'menu-button': ['メニューボタン'],
  'menu-toggle': ['メニュートグル'],
  modal: ['モーダル', 'モーダルウィンドウ', 'モーダルダイアログ', 'シートモーダル'],
  nav: ['ナビ', 'ナビゲーションスタック'],
  'nav-link': ['ナビリンク', 'ナビゲーションリンク'],
  note: ['ノート', '注記'],
  picker: ['ピッカー', 'ホイールピッカー', 'ドラムロール'],
  'picker-column': ['ピッカーカラム', 'ピッカーの列'],
  'picker-column-option': ['ピッカーカラムオプション'],
  'picker-legacy': ['レガシーピッカー', '旧ピッカー'],
  popover: ['ポップオーバー', 'ポップアップ', 'ポップアップメニュー'],
  'progress-bar': ['プログレスバー', '進捗バー'],
  radio: ['ラジオ', 'ラジオボタン'],
  'radio-group': ['ラジオグループ'],
  range: ['レンジ', 'スライダー', 'レンジスライダー'],
  refresher: ['リフレッシャー', 'プルトゥリフレッシュ', 'プルリフレッシュ'],
  'refresher-content': ['リフレッシャーコンテンツ'],
  reorder: ['リオーダー', '並べ替えハンドル'],
  'reorder-group': ['リオーダーグループ', 'リストの並べ替え'],
  'ripple-effect': ['リップルエフェクト', '波紋エフェクト'],
  route: ['ルート'],
  'route-redirect': ['ルートリダイレクト'],
  router: ['ルーター'],
  'router-link': ['ルーターリンク'],
  'router-outlet': ['ルーターアウトレット'],
  row: ['ロウ', 'グリッドの行'],
  searchbar: ['サーチバー', '検索バー', '検索ボックス', '検索窓'],
  segment: ['セグメント', 'セグメントコントロール'],
  'segment-button': ['セグメントボタン'],
  'segment-content': ['セグメントコンテンツ'],
  'segment-view': ['セグメントビュー'],
  select: ['セレクト', 'セレクトボックス', 'ドロップダウンリスト'],
  'select-modal': ['セレクトモーダル'],
  'select-option': ['セレクトオプション'],
  'skeleton-text': ['スケルトンテキスト', 'スケルトン'],
  spinner: ['スピナー', 'ローディングスピナー'],
  'split-pane': ['スプリットペイン', '分割ペイン'],
  tab: ['タブ', 'タブパネル'],
  'tab-bar': ['タブバー'],
  'tab-button': ['タブボタン'],
  tabs: ['タブ', 'タブナビゲーション'],
  text: ['テキスト'],
  textarea: ['テキストエリア', '複数行テキスト'],
  thumbnail: ['サムネイル'],
  title: ['タイトル'],
  toast: ['トースト', 'スナックバー'],
  toggle: ['トグル', 'トグルスイッチ', 'スイッチ'],
  toolbar: ['ツールバー'],
};

/** Each Capacitor plugin page: its Japanese names, and what it is for in each language. */
const PLUGINS = {
  'action-sheet': {
    ja: ['ネイティブアクションシート'],
    usesJa: ['選択肢', 'シート'],
    usesEn: ['native action sheet', 'options sheet'],
  },
  app: {
    ja: ['アプリ', 'アプリ API'],
    usesJa: ['ディープリンク', 'URL スキーム', 'アプリの状態', 'バックグラウンド', 'フォアグラウンド', 'アプリを終了'],
    usesEn: ['deep links', 'url scheme', 'app state', 'foreground', 'background', 'exit app', 'app version'],
  },
  'app-launcher': {
    ja: ['アプリランチャー'],
    usesJa: ['外部アプリ', 'アプリの起動', 'URL スキーム'],
    usesEn: ['launch other apps', 'open apps', 'url scheme'],
  },
  browser: {
    ja: ['ブラウザー', 'ブラウザ'],
    usesJa: ['外部リンク', 'URL を開く', 'SFSafariViewController', 'Chrome カスタムタブ'],
    usesEn: ['in-app browser', 'open url', 'external link', 'SFSafariViewController', 'Chrome Custom Tabs'],
  },
  camera: {
    ja: ['カメラ'],
    usesJa: ['写真', '撮影', 'フォトライブラリ', '写真ライブラリ', 'ギャラリー', '画像の選択'],
    usesEn: ['photo', 'picture', 'photo library', 'gallery', 'image picker'],
  },
  clipboard: {
    ja: ['クリップボード'],
    usesJa: ['コピー', '貼り付け', 'コピー＆ペースト'],
    usesEn: ['copy', 'paste', 'copy and paste'],
  },
  device: {
    ja: ['デバイス', 'デバイス情報'],
    usesJa: ['端末情報', '機種', 'OS のバージョン', 'バッテリー残量', '言語設定', 'デバイス ID'],
    usesEn: ['device info', 'battery level', 'operating system', 'model', 'language code', 'uuid'],
  },
  dialog: {
    ja: ['ネイティブダイアログ'],
    usesJa: ['ダイアログ', 'アラート', '確認', 'プロンプト'],
    usesEn: ['native dialog', 'alert', 'confirm', 'prompt'],
  },
  filesystem: {
    ja: ['ファイルシステム'],
    usesJa: ['ファイル', 'ファイルの読み書き', 'ディレクトリ', 'ダウンロード'],
    usesEn: ['files', 'read file', 'write file', 'directory', 'download'],
  },
  geolocation: {
    ja: ['ジオロケーション', '位置情報'],
    usesJa: ['現在地', '現在位置', 'GPS', '緯度', '経度', '位置の追跡'],
    usesEn: ['location', 'gps', 'current position', 'latitude', 'longitude', 'watch position'],
  },
  'google-maps': {
    ja: ['グーグルマップ', 'Google マップ'],
    usesJa: ['地図', 'マップ', 'マーカー'],
    usesEn: ['map', 'maps', 'markers'],
  },
  haptics: {
    ja: ['ハプティクス', '触覚フィードバック'],
    usesJa: ['振動', 'バイブレーション'],
    usesEn: ['vibration', 'vibrate', 'haptic feedback'],
  },
  keyboard: {
    ja: ['キーボード'],
    usesJa: ['ソフトウェアキーボード', 'キーボードを閉じる', 'アクセサリーバー', 'リサイズ'],
    usesEn: ['soft keyboard', 'hide keyboard', 'accessory bar', 'resize'],
  },
  'local-notifications': {
    ja: ['ローカル通知', '通知'],
    usesJa: ['リマインダー', '通知のスケジュール', 'アラーム'],
    usesEn: ['notification', 'reminder', 'schedule notifications', 'alarm'],
  },
  motion: {
    ja: ['モーション', 'モーションセンサー'],
    usesJa: ['加速度センサー', 'ジャイロスコープ', '端末の向き', '傾き'],
    usesEn: ['accelerometer', 'gyroscope', 'device orientation', 'tilt'],
  },
  network: {
    ja: ['ネットワーク'],
    usesJa: ['ネットワーク状態', 'インターネット', 'オフライン', 'オンライン', '通信状態', 'Wi-Fi', 'モバイル回線'],
    usesEn: ['internet', 'connectivity', 'offline', 'online', 'wifi', 'cellular', 'connection type'],
  },
  preferences: {
    ja: ['プリファレンス'],
    usesJa: ['キーと値', '永続化', '保存', '設定値', 'ローカルストレージ'],
    usesEn: ['key-value', 'storage', 'persist', 'settings', 'localStorage'],
  },
  'push-notifications': {
    ja: ['プッシュ通知', '通知'],
    usesJa: ['リモート通知', 'FCM', 'Firebase Cloud Messaging', 'APNs', 'デバイストークン'],
    usesEn: ['remote notifications', 'fcm', 'firebase cloud messaging', 'apns', 'device token'],
  },
  'screen-reader': {
    ja: ['スクリーンリーダー'],
    usesJa: ['読み上げ', '音声読み上げ', 'VoiceOver', 'TalkBack', 'アクセシビリティ'],
    usesEn: ['talkback', 'voiceover', 'speak', 'accessibility'],
  },
  share: {
    ja: ['シェア', '共有'],
    usesJa: ['シェアシート', '共有メニュー', 'SNS'],
    usesEn: ['share sheet', 'social sharing', 'share dialog'],
  },
  'splash-screen': {
    ja: ['スプラッシュスクリーン', 'スプラッシュ'],
    usesJa: ['起動画面', 'ローディング画面'],
    usesEn: ['launch screen', 'startup screen'],
  },
  'status-bar': {
    ja: ['ステータスバー'],
    usesJa: ['背景色', '文字色', 'ステータスバーを隠す', 'オーバーレイ'],
    usesEn: ['background color', 'style', 'hide status bar', 'overlay'],
  },
  'text-zoom': {
    ja: ['テキストズーム', '文字サイズ'],
    usesJa: ['文字の拡大', 'フォントサイズ', '拡大表示'],
    usesEn: ['font size', 'text size', 'zoom'],
  },
  toast: {
    ja: ['ネイティブトースト'],
    usesJa: ['トースト', 'メッセージ'],
    usesEn: ['native toast', 'toast message'],
  },
};

/**
 * Japanese words for the properties, events and methods of the components (the API tables of
 * the Japanese pages are in English): a page that documents the name is found by the words too
 * (トーストの表示時間: duration). Generic words, ranked like API names (src/search/rank.ts).
 */
export const API_WORDS_JA = {
  color: ['色', 'カラー'],
  disabled: ['無効', '無効化', '非活性'],
  value: ['値', '初期値'],
  type: ['種類', 'タイプ'],
  ionChange: ['変更イベント', '値の変更'],
  ionInput: ['入力イベント'],
  ionFocus: ['フォーカス'],
  ionBlur: ['フォーカスが外れる'],
  animated: ['アニメーション'],
  translucent: ['半透明'],
  isOpen: ['開く', '表示状態'],
  size: ['サイズ', '大きさ'],
  trigger: ['トリガー'],
  present: ['表示', '開く'],
  dismiss: ['閉じる'],
  onDidDismiss: ['閉じた後'],
  backdropDismiss: ['背景タップで閉じる'],
  helperText: ['ヘルパーテキスト', '補足テキスト'],
  errorText: ['エラーテキスト', 'エラーメッセージ'],
  labelPlacement: ['ラベルの位置'],
  readonly: ['読み取り専用'],
  required: ['必須'],
  multiple: ['複数選択'],
  shape: ['形', '角丸'],
  fill: ['塗りつぶし', 'アウトライン'],
  placeholder: ['プレースホルダー'],
  duration: ['表示時間', '時間'],
  side: ['左右', '位置'],
  header: ['ヘッダー', '見出し'],
  buttons: ['ボタン'],
  label: ['ラベル'],
  message: ['メッセージ'],
  position: ['位置', '表示位置'],
  setFocus: ['フォーカスを当てる'],
  debounce: ['デバウンス', '入力の間引き'],
  maxlength: ['最大文字数'],
  minlength: ['最小文字数'],
  counter: ['文字数カウンター'],
  max: ['最大値'],
  min: ['最小値'],
  step: ['刻み'],
  complete: ['完了'],
  cancelText: ['キャンセルボタンの文字'],
  open: ['開く'],
  close: ['閉じる'],
  icon: ['アイコン'],
  checked: ['チェック状態', 'オン'],
  indeterminate: ['未確定状態'],
  autofocus: ['自動フォーカス'],
  autoGrow: ['自動拡張', '高さの自動調整'],
  pattern: ['入力パターン', '正規表現'],
  expand: ['幅いっぱい', 'ブロック'],
  interface: ['表示形式'],
  okText: ['OK ボタンの文字'],
  presentation: ['表示形式'],
  locale: ['ロケール', '言語'],
  firstDayOfWeek: ['週の始まり'],
  hourCycle: ['12 時間表記', '24 時間表記'],
  preferWheel: ['ホイール表示'],
  highlightedDates: ['日付のハイライト'],
  isDateEnabled: ['選択できる日付', '日付の無効化'],
  threshold: ['しきい値'],
  ionInfinite: ['追加読み込み', '続きを読み込む'],
  ionRefresh: ['更新', '再読み込み'],
  scrollToBottom: ['一番下までスクロール'],
  scrollToTop: ['一番上までスクロール'],
  ionScroll: ['スクロールイベント'],
  fullscreen: ['全画面'],
  breakpoints: ['ブレークポイント'],
  initialBreakpoint: ['初期ブレークポイント'],
  canDismiss: ['閉じる前の確認'],
  swipeGesture: ['スワイプ'],
  dualKnobs: ['2 つのつまみ'],
  pin: ['ピン', '値の表示'],
  ticks: ['目盛り'],
  snaps: ['スナップ'],
  ionItemReorder: ['並べ替え'],
  ionReorderEnd: ['並べ替えの完了'],
  ionSwipe: ['スワイプ'],
  menuId: ['メニュー ID'],
  toggle: ['開閉'],
  clearInput: ['クリアボタン'],
  showCancelButton: ['キャンセルボタン'],
  keyboardClose: ['キーボードを閉じる'],
  spinner: ['スピナー'],
  selectedTab: ['選択中のタブ'],
  reversed: ['逆向き'],
  buffer: ['バッファー'],
};

/** The glossary by language and page: { names, uses } for 'api/searchbar', 'native/network'… */
export const GLOSSARY = {
  ja: {
    ...Object.fromEntries(Object.entries(COMPONENT_NAMES_JA).map(([id, names]) => [`api/${id}`, { names, uses: [] }])),
    ...Object.fromEntries(Object.entries(PLUGINS).map(([id, p]) => [`native/${id}`, { names: p.ja, uses: p.usesJa }])),
  },
  en: Object.fromEntries(Object.entries(PLUGINS).map(([id, p]) => [`native/${id}`, { names: [], uses: p.usesEn }])),
};

/**
 * The glossary's words for a page: `lang` its language (<html lang>), `page` its address within
 * its language and version folders ('api/searchbar'). Empty lists for a page it has no entry for.
 */
export function glossaryFor(lang, page) {
  const entry = GLOSSARY[lang.toLowerCase().split('-')[0]]?.[page];
  return { names: entry?.names ?? [], uses: entry?.uses ?? [] };
}

/** Japanese words for the API names a page documents (API_WORDS_JA), each once, in the names' order. */
export function apiWordsJa(names) {
  return [...new Set(names.flatMap((n) => API_WORDS_JA[n] ?? []))];
}
