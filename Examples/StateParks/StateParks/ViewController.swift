//
//  ViewController.swift
//  StateParks
//
//  Parks scroll horizontally; each park's photos scroll vertically, one page per photo.
//

import UIKit

struct Photo: Codable {
    let imageName: String
    let caption: String
}

struct Park: Codable {
    let name: String
    let photos: [Photo]
}

class ViewController: UIViewController, UIScrollViewDelegate {

    @IBOutlet weak var parksScrollView: UIScrollView!

    private var parks: [Park] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        if let url = Bundle.main.url(forResource: "StateParks", withExtension: "plist"),
           let data = try? Data(contentsOf: url) {
            parks = (try? PropertyListDecoder().decode([Park].self, from: data)) ?? []
        }
        parksScrollView.isPagingEnabled = true
        parksScrollView.delegate = self
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutParks()
    }

    private func layoutParks() {
        parksScrollView.subviews.forEach { $0.removeFromSuperview() }
        let size = parksScrollView.bounds.size
        for (column, park) in parks.enumerated() {
            let photosScrollView = UIScrollView(frame: CGRect(x: CGFloat(column) * size.width, y: 0,
                                                              width: size.width, height: size.height))
            photosScrollView.isPagingEnabled = true
            for (row, photo) in park.photos.enumerated() {
                let imageView = UIImageView(image: UIImage(named: photo.imageName))
                imageView.contentMode = .scaleAspectFit
                imageView.frame = CGRect(x: 0, y: CGFloat(row) * size.height,
                                         width: size.width, height: size.height)
                imageView.accessibilityLabel = photo.caption
                photosScrollView.addSubview(imageView)
            }
            photosScrollView.contentSize = CGSize(width: size.width,
                                                  height: size.height * CGFloat(park.photos.count))
            parksScrollView.addSubview(photosScrollView)
        }
        parksScrollView.contentSize = CGSize(width: size.width * CGFloat(parks.count), height: size.height)
    }
}
