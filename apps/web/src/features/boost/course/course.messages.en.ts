/** English texts of course.messages.ts (key for key the Chinese there); loaded with the English pack (src/locales/en.ts). */
import type { MessagesOf } from '../../../platform/i18n/messages-of.ts';
import type { courseZhCN } from './course.messages.ts';

export const courseEn: MessagesOf<typeof courseZhCN> = {
  title: 'Photo course',
  intro: 'Six short lessons for good phone photos in the Summer Palace: framing, the pose outline, the timer, camera height, light and angles. A minute each.',
  lessons: {
    thirds: {
      title: 'Framing: the rule of thirds',
      body: [
        'Turn on the grid in the viewfinder: two lines across and two down divide the picture into nine parts. Put the person on one of the two upright lines rather than in the middle; the picture breathes and the person stands out.',
        'Put the horizon or the lake shore on the lower line when the sky is interesting, on the upper line when it is plain and the water and reflections are the better part. Let a building (the Tower of Buddhist Incense, say) sit near a crossing on the other side, answering the person.',
        'Leave more room on the side the person is looking towards, so their gaze has somewhere to go.',
      ].join('\n'),
      tryIt: 'At the Zhichun Pavilion, shoot across Kunming Lake: the shore on the lower line, the person on the right-hand line, the Tower of Buddhist Incense on the upper-left crossing.',
      illustrationAlt: 'A grid over a lake view: the shore on the lower line, a tower on the left crossing, a person on the right line',
    },
    outline: {
      title: 'Using the pose outline',
      body: [
        'Pick a pose under “Take the same” and a white outline of a person appears in the viewfinder. The photographer steps closer or back until the subject stands right inside it: head and feet on the outline means the size is right.',
        'The subject copies the outline: the angle of the arms, which way the body turns, which foot carries the weight. It is a guide, not a mould; a relaxed face and small natural movements look better.',
        'If the outline hides too much, fade it with the slider at the bottom. It never appears in the photo.',
      ].join('\n'),
      tryIt: 'In the Long Corridor, pick “Face to face”: both stand inside the outline, the photographer crouches a little so the rows of pillars run off into the distance.',
      illustrationAlt: 'Two phones: on the left the person is beside the dashed outline, on the right inside it, with a tick',
    },
    timer: {
      title: 'The 3 s and 10 s timer',
      body: [
        'The 3-second timer is for when someone is holding the phone: your hand has stopped moving when the picture is taken, so it comes out sharper, above all in the low light of evening.',
        'The 10-second timer is for family and group photos with nobody to help: rest the phone firmly on a rail, a step or a bag (never where it can fall into the lake), press the shutter and walk into the outline. Do not touch the phone once the countdown runs.',
        'Look at the camera first and start the pose in the last two seconds; take a jump photo several times.',
      ].join('\n'),
      tryIt: 'At the Kuoru Pavilion by the east end of the Seventeen-Arch Bridge, stand the phone on a step by the stone rail and take a family photo with the 10-second timer.',
      illustrationAlt: 'A phone on a small tripod, a 10 and a 3 second countdown, a person walking along a dotted line to a marked spot',
    },
    height: {
      title: 'Camera height for full-length photos',
      body: [
        'For a full-length photo, hold the phone at the subject’s waist height, level or tilted slightly up: legs look longer and nobody is squashed. Held high and pointing down, the phone makes people look short and small.',
        'Keep the feet near the bottom of the frame and leave a little room above the head. Never cut a person at a joint, the knees or the ankles; if you crop, crop at the thighs or the waist.',
        'Keep the phone straight: turn on the grid and line up uprights such as pillars and the tower with it.',
      ].join('\n'),
      tryIt: 'On the square below the Hall of Dispelling Clouds, crouch to waist height, keep the person in the lower third and the Tower of Buddhist Incense upright and whole.',
      illustrationAlt: 'A crouching photographer holds the phone at the subject’s waist height; a crossed-out dashed line at the knees means do not crop there',
    },
    light: {
      title: 'Light and time of day',
      body: [
        'The hour after sunrise and before sunset (the “golden hour”) gives low, warm light and long shadows: people and buildings look round and solid. At noon the sun stands overhead, throws dark shadows into eyes and under chins, and makes people squint.',
        'With the sun behind the photographer, colours are richest; from the side, it brings out shape and texture; behind the subject, it makes silhouettes and a bright rim around the hair. Tap the face so the phone sets the exposure for it.',
        'An overcast sky gives soft, even light, good for portraits and for the painted beams of the Long Corridor; after rain the lake reflects most clearly.',
      ].join('\n'),
      tryIt: 'Around the winter solstice, the setting sun shines through the arches of the Seventeen-Arch Bridge: stand on the north-west shore and arrive half an hour early.',
      illustrationAlt: 'The sun’s path across the sky: the low light at 7:00 and 18:00 is ticked, at 12:00 the shadows are short',
    },
    angles: {
      title: 'Angles for a bridge or a pavilion',
      body: [
        'Seen square on, a long bridge is a flat line. Walk along the shore and shoot it at a slant: it runs from a corner of the picture into the distance, its arches getting smaller, a line that leads the eye.',
        'Crouch so the lens is near the water: each arch and its reflection make a whole circle. Put the person on the near side, in the lower third, with the bridge running away behind them.',
        'Frame pavilions and halls with a doorway, a branch or the pillars of the Long Corridor, and put the person inside that frame.',
      ].join('\n'),
      tryIt: 'For the Seventeen-Arch Bridge, stand on the shore south of the Kuoru Pavilion, at a slant to the bridge, and crouch: the bridge runs from the lower left towards South Lake Island.',
      illustrationAlt: 'A plan: the camera square on to the bridge is greyed, the one on the shore at a slant is green; beside it the bridge seen at a slant, its arches getting smaller',
    },
  },
};
