// BezierArrow is built on BezierGeometry and hands it on: an app and generated code import
// BezierArrow alone, and spell a geometry type `BezierArrow::Point` or `BezierArrow.Point`.
@_exported import BezierGeometry
