/**
 * The shooting course of /boost/course: six short lessons, each with an illustration, in both
 * languages. It is plain data, written once here: course.messages.ts registers the texts with i18n
 * and course-sections.tsx lays the lessons out; both travel with the course's chunk.
 */
import type { Locale } from '../../../platform/i18n/index.ts';
import bridgeUrl from './course-bridge.svg';
import heightUrl from './course-height.svg';
import lightUrl from './course-light.svg';
import outlineUrl from './course-outline.svg';
import thirdsUrl from './course-thirds.svg';
import timerUrl from './course-timer.svg';

export interface CourseLessonText {
  title: string;
  paragraphs: readonly string[];
  /** One thing to try at a place of the demo area. */
  tryIt: string;
  /** What the illustration shows, for screen readers. */
  illustrationAlt: string;
}

export interface CourseLesson {
  key: 'thirds' | 'outline' | 'timer' | 'height' | 'light' | 'angles';
  /** URL of the illustration (an SVG, 320 × 200). */
  illustration: string;
  text: Record<Locale, CourseLessonText>;
}

export const COURSE_TITLE: Record<Locale, { title: string; intro: string }> = {
  'zh-CN': {
    title: '拍照小课堂',
    intro: '六个小技巧，用手机在颐和园拍出好照片：构图、姿势轮廓、定时、机位、光线和角度。每节一分钟读完。',
  },
  en: {
    title: 'Photo course',
    intro: 'Six short lessons for good phone photos in the Summer Palace: framing, the pose outline, the timer, camera height, light and angles. A minute each.',
  },
};

export const COURSE_LESSONS: readonly CourseLesson[] = [
  {
    key: 'thirds',
    illustration: thirdsUrl,
    text: {
      'zh-CN': {
        title: '构图：三分法',
        paragraphs: [
          '打开取景器里的网格：两条横线、两条竖线把画面分成九格。把人放在左右两条竖线之一上，而不是正中间，画面会更舒展，人物也更突出。',
          '地平线或湖岸线放在下方那条横线上，天空多一些；天空平淡时就放在上方横线，多拍湖面和倒影。建筑（比如佛香阁）放在另一侧的交点附近，与人物呼应。',
          '人物朝向哪边，就在哪边多留一些空间，让视线“有地方可看”。',
        ],
        tryIt: '在知春亭边拍昆明湖：湖岸线压在下三分线上，人站在右侧竖线上，远处的佛香阁落在左上交点。',
        illustrationAlt: '九宫格取景：湖岸线在下方横线上，塔在左侧交点，人站在右侧竖线上',
      },
      en: {
        title: 'Framing: the rule of thirds',
        paragraphs: [
          'Turn on the grid in the viewfinder: two lines across and two down divide the picture into nine parts. Put the person on one of the two upright lines rather than in the middle; the picture breathes and the person stands out.',
          'Put the horizon or the lake shore on the lower line when the sky is interesting, on the upper line when it is plain and the water and reflections are the better part. Let a building (the Tower of Buddhist Incense, say) sit near a crossing on the other side, answering the person.',
          'Leave more room on the side the person is looking towards, so their gaze has somewhere to go.',
        ],
        tryIt: 'At the Zhichun Pavilion, shoot across Kunming Lake: the shore on the lower line, the person on the right-hand line, the Tower of Buddhist Incense on the upper-left crossing.',
        illustrationAlt: 'A grid over a lake view: the shore on the lower line, a tower on the left crossing, a person on the right line',
      },
    },
  },
  {
    key: 'outline',
    illustration: outlineUrl,
    text: {
      'zh-CN': {
        title: '用好姿势轮廓',
        paragraphs: [
          '在“拍同款”里选好姿势，取景器上会出现白色的人形轮廓。拍照的人前后走动、调整远近，让被拍的人正好站进轮廓里：头顶、双脚和轮廓对齐，大小就对了。',
          '被拍的人照着轮廓摆动作：手臂的角度、身体朝向、重心在哪只脚。轮廓只是参考，表情和小动作自然一点更好看。',
          '轮廓挡住画面时，用底部的滑块调淡它；对齐后按快门，轮廓不会出现在照片里。',
        ],
        tryIt: '在长廊里选“相视而立”：两人站进轮廓，拍照的人蹲低一点，让长廊的柱子一排排向远处延伸。',
        illustrationAlt: '两部手机：左边人物偏离白色虚线轮廓，右边人物站进轮廓并打勾',
      },
      en: {
        title: 'Using the pose outline',
        paragraphs: [
          'Pick a pose under “Take the same” and a white outline of a person appears in the viewfinder. The photographer steps closer or back until the subject stands right inside it: head and feet on the outline means the size is right.',
          'The subject copies the outline: the angle of the arms, which way the body turns, which foot carries the weight. It is a guide, not a mould; a relaxed face and small natural movements look better.',
          'If the outline hides too much, fade it with the slider at the bottom. It never appears in the photo.',
        ],
        tryIt: 'In the Long Corridor, pick “Face to face”: both stand inside the outline, the photographer crouches a little so the rows of pillars run off into the distance.',
        illustrationAlt: 'Two phones: on the left the person is beside the dashed outline, on the right inside it, with a tick',
      },
    },
  },
  {
    key: 'timer',
    illustration: timerUrl,
    text: {
      'zh-CN': {
        title: '定时拍摄：3 秒和 10 秒',
        paragraphs: [
          '3 秒定时适合有人帮忙拍：按下快门后手不再晃动，照片更清晰，尤其是傍晚光线暗的时候。',
          '10 秒定时适合全家或朋友合影、没人帮忙时：把手机稳稳放在栏杆、台阶或背包上（注意别放在会掉进湖里的地方），按下快门后走进轮廓里站好。倒计时开始后不要再碰手机。',
          '站好后先看向镜头，最后两秒再做动作，跳跃照可以多拍几次。',
        ],
        tryIt: '在十七孔桥东头的廓如亭前，把手机放在石栏旁的台阶上，用 10 秒定时拍一张全家福。',
        illustrationAlt: '手机立在小三脚架上，倒计时 10 秒和 3 秒，人沿虚线走到地上的站位圈里',
      },
      en: {
        title: 'The 3 s and 10 s timer',
        paragraphs: [
          'The 3-second timer is for when someone is holding the phone: your hand has stopped moving when the picture is taken, so it comes out sharper, above all in the low light of evening.',
          'The 10-second timer is for family and group photos with nobody to help: rest the phone firmly on a rail, a step or a bag (never where it can fall into the lake), press the shutter and walk into the outline. Do not touch the phone once the countdown runs.',
          'Look at the camera first and start the pose in the last two seconds; take a jump photo several times.',
        ],
        tryIt: 'At the Kuoru Pavilion by the east end of the Seventeen-Arch Bridge, stand the phone on a step by the stone rail and take a family photo with the 10-second timer.',
        illustrationAlt: 'A phone on a small tripod, a 10 and a 3 second countdown, a person walking along a dotted line to a marked spot',
      },
    },
  },
  {
    key: 'height',
    illustration: heightUrl,
    text: {
      'zh-CN': {
        title: '机位高度与全身照',
        paragraphs: [
          '拍全身照时，把手机放到被拍者腰部的高度，镜头保持水平或略微向上：腿显得更长，人也不会被“压矮”。举高手机往下拍，人会显得又矮又小。',
          '双脚放在画面底部附近，头顶上方留一点空间。不要在膝盖、脚踝这些关节处把人切开；要裁就裁在大腿或腰部。',
          '手机横平竖直：打开网格，让柱子、塔身这样的竖线与网格平行。',
        ],
        tryIt: '在排云门前的广场拍佛香阁：蹲到腰部高度，人站在下三分之一，塔身与竖线平行，整座建筑都在画面里。',
        illustrationAlt: '拍照者半蹲，手机在被拍者腰部高度；膝盖处的虚线打叉，表示不要在关节处裁切',
      },
      en: {
        title: 'Camera height for full-length photos',
        paragraphs: [
          'For a full-length photo, hold the phone at the subject’s waist height, level or tilted slightly up: legs look longer and nobody is squashed. Held high and pointing down, the phone makes people look short and small.',
          'Keep the feet near the bottom of the frame and leave a little room above the head. Never cut a person at a joint, the knees or the ankles; if you crop, crop at the thighs or the waist.',
          'Keep the phone straight: turn on the grid and line up uprights such as pillars and the tower with it.',
        ],
        tryIt: 'On the square below the Hall of Dispelling Clouds, crouch to waist height, keep the person in the lower third and the Tower of Buddhist Incense upright and whole.',
        illustrationAlt: 'A crouching photographer holds the phone at the subject’s waist height; a crossed-out dashed line at the knees means do not crop there',
      },
    },
  },
  {
    key: 'light',
    illustration: lightUrl,
    text: {
      'zh-CN': {
        title: '光线与时间',
        paragraphs: [
          '日出后和日落前的一个小时（“黄金时间”）光线低而暖，影子长，人和建筑都有立体感。正午的阳光从头顶直射，眼窝和下巴会有重重的阴影，人也容易眯眼。',
          '顺光（太阳在拍照者身后）颜色最饱和；侧光显出轮廓和质感；逆光（太阳在人身后）适合拍剪影和发丝的光边，点一下人脸让手机按人脸测光。',
          '阴天的光柔和均匀，适合拍人像和长廊里的彩画；雨后的湖面倒影最清晰。',
        ],
        tryIt: '冬至前后的傍晚，夕阳会从十七孔桥的桥洞间穿过（“金光穿洞”）：站在桥西北的岸边，提前半小时到。',
        illustrationAlt: '太阳在天空中的轨迹：早上 7 点和傍晚 6 点的低角度阳光打勾，正午 12 点的阳光影子很短',
      },
      en: {
        title: 'Light and time of day',
        paragraphs: [
          'The hour after sunrise and before sunset (the “golden hour”) gives low, warm light and long shadows: people and buildings look round and solid. At noon the sun stands overhead, throws dark shadows into eyes and under chins, and makes people squint.',
          'With the sun behind the photographer, colours are richest; from the side, it brings out shape and texture; behind the subject, it makes silhouettes and a bright rim around the hair. Tap the face so the phone sets the exposure for it.',
          'An overcast sky gives soft, even light, good for portraits and for the painted beams of the Long Corridor; after rain the lake reflects most clearly.',
        ],
        tryIt: 'Around the winter solstice, the setting sun shines through the arches of the Seventeen-Arch Bridge: stand on the north-west shore and arrive half an hour early.',
        illustrationAlt: 'The sun’s path across the sky: the low light at 7:00 and 18:00 is ticked, at 12:00 the shadows are short',
      },
    },
  },
  {
    key: 'angles',
    illustration: bridgeUrl,
    text: {
      'zh-CN': {
        title: '拍桥和亭阁的角度',
        paragraphs: [
          '长桥正对着拍只是一条横线；走到岸边，从斜侧方拍，桥会从画面一角伸向远处，桥洞由大到小，形成引导视线的线条。',
          '蹲低，让镜头接近水面，桥洞和它们的倒影连成完整的圆；人站在靠近镜头的一侧，占画面下三分之一，桥在身后延伸。',
          '亭子和楼阁适合用门框、树枝、长廊的柱子做“前景框”，再把人放在框里。',
        ],
        tryIt: '拍十七孔桥：从廓如亭南侧的湖岸斜对着桥身，蹲低拍，桥从左下角伸向南湖岛。',
        illustrationAlt: '平面图：正对桥的机位变灰，斜侧方岸边的机位为绿色；右边是从斜侧方看到的长桥，桥洞由大到小',
      },
      en: {
        title: 'Angles for a bridge or a pavilion',
        paragraphs: [
          'Seen square on, a long bridge is a flat line. Walk along the shore and shoot it at a slant: it runs from a corner of the picture into the distance, its arches getting smaller, a line that leads the eye.',
          'Crouch so the lens is near the water: each arch and its reflection make a whole circle. Put the person on the near side, in the lower third, with the bridge running away behind them.',
          'Frame pavilions and halls with a doorway, a branch or the pillars of the Long Corridor, and put the person inside that frame.',
        ],
        tryIt: 'For the Seventeen-Arch Bridge, stand on the shore south of the Kuoru Pavilion, at a slant to the bridge, and crouch: the bridge runs from the lower left towards South Lake Island.',
        illustrationAlt: 'A plan: the camera square on to the bridge is greyed, the one on the shore at a slant is green; beside it the bridge seen at a slant, its arches getting smaller',
      },
    },
  },
];

